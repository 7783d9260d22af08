import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookSecret } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRevealSecret, useRotateSecret } from '../api/webhook-mutations';

/**
 * The signing secret of one endpoint: shown on request (or straight after creating it), copied, rotated. After a
 * rotation the old secret keeps signing beside the new one for 24 hours, which the panel says with the end time.
 */
export function SecretPanel({
  teamId,
  webhookId,
  initial,
}: {
  teamId: string;
  webhookId: string;
  initial?: WebhookSecret;
}) {
  const { t, i18n } = useTranslation('webhooks');
  const stack = useModalStack();
  const reveal = useRevealSecret(teamId, webhookId);
  const rotate = useRotateSecret(teamId, webhookId);
  const [secret, setSecret] = useState<WebhookSecret | undefined>(initial);

  const show = async () => {
    try {
      setSecret(await reveal.mutateAsync());
    } catch (error) {
      notifyError(error);
    }
  };
  const doRotate = async () => {
    const yes = await stack.confirm({
      title: t('secret.rotateTitle'),
      message: t('secret.rotateText'),
      confirmLabel: t('secret.rotate'),
      cancelLabel: t('form.cancel'),
    });
    if (!yes) return;
    try {
      setSecret(await rotate.mutateAsync());
      notifySuccess(t('secret.rotated'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="sm">
      <Text fz="sm">{t('secret.intro')}</Text>
      {secret ? (
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            data-testid="webhook-secret"
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'normal' }}
          >
            {secret.secret}
          </Code>
          <CopyButton value={secret.secret}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              >
                {copied ? t('secret.copied') : t('secret.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      ) : (
        <Button variant="light" leftSection={<IconKey size={16} />} onClick={show} loading={reveal.isPending}>
          {t('secret.reveal')}
        </Button>
      )}
      {secret?.previousSecretUntil && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {t('secret.overlap', { until: formatDateTime(secret.previousSecretUntil, i18n.language) })}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={doRotate} loading={rotate.isPending}>
          {t('secret.rotate')}
        </Button>
      </Group>
    </Stack>
  );
}
