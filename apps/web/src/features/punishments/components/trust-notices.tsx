import { useEffect, useRef } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconVolumeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { formatDateTime } from '@/lib/format';
import { useMe } from '@/lib/me-query';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAcknowledgeWarning } from '../api/acknowledge-warning';

// What a punished person sees: an unacknowledged WARNING once, in a modal, until they acknowledge it;
// an active MUTE as a banner saying until when.

type Warning = User['warnings'][number];

function WarningBody({ warning, onDone }: { warning: Warning; onDone: () => void }) {
  const { t, i18n } = useTranslation('punishments');
  const ack = useAcknowledgeWarning();
  const onAck = async () => {
    try {
      await ack.mutateAsync(warning.id);
      notifySuccess(t('warning.acked'));
      onDone();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="md">
      <Text fz="sm">{t('warning.intro')}</Text>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-yellow-light)">
        <Stack gap={6}>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
            {t('warning.reason')}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="warning-reason">
            {warning.reason}
          </Text>
          {warning.comment && (
            <>
              <Text fz="xs" tt="uppercase" fw={700} c="dimmed" mt={4}>
                {t('warning.comment')}
              </Text>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {warning.comment}
              </Text>
            </>
          )}
          <Text fz="xs" c="dimmed" mt={4}>
            {t('warning.given', { date: formatDateTime(warning.createdAt, i18n.language) })}
          </Text>
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button onClick={() => void onAck()} loading={ack.isPending} data-autofocus>
          {t('warning.ack')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Opens each unacknowledged warning once per visit, oldest first, one after the other. Closing without
 * acknowledging leaves it for the next visit (the server lists it until acknowledged).
 */
function WarningNotice() {
  const { t } = useTranslation('punishments');
  const { user } = useMe();
  const stack = useModalStack();
  const shown = useRef(new Set<string>());
  const open = useRef<string | null>(null);
  const warnings = user?.warnings;
  useEffect(() => {
    if (open.current) return;
    const next = warnings?.find((w) => !shown.current.has(w.id));
    if (!next) return;
    shown.current.add(next.id);
    open.current = next.id;
    stack.open({
      key: 'confirmation',
      title: (
        <Group gap={8} component="span">
          <IconAlertTriangle size={18} color="var(--mantine-color-yellow-filled)" aria-hidden="true" />
          {t('warning.title')}
        </Group>
      ),
      render: (api) => (
        <WarningBody
          warning={next}
          onDone={() => {
            open.current = null;
            api.back();
          }}
        />
      ),
    });
  }, [warnings, stack, t]);
  return null;
}

/** A banner while the person is muted: they can read, not post, until the date (or with no end). */
function MuteBanner() {
  const { t, i18n } = useTranslation('punishments');
  const { user } = useMe();
  const mute = user?.mute;
  if (!mute) return null;
  return (
    <Container size="lg" pt="md">
      <Alert
        color="orange"
        icon={<IconVolumeOff size={18} />}
        title={t('mute.title')}
        role="status"
        data-testid="mute-banner"
      >
        <Stack gap={2}>
          <Text fz="sm">
            {mute.until ? t('mute.until', { date: formatDateTime(mute.until, i18n.language) }) : t('mute.noEnd')}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('mute.reason', { reason: mute.reason })}
          </Text>
        </Stack>
      </Alert>
    </Container>
  );
}

export function TrustNotices() {
  return (
    <>
      <MuteBanner />
      <WarningNotice />
    </>
  );
}
