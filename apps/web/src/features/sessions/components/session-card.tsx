import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Session } from '@plaudit/contract';
import { formatRelativeTime } from '@/lib/format';

function isMobile(platform: string | null) {
  return !!platform && /android|ios|iphone|ipad/i.test(platform);
}

/** One session: device, IP, created and last active (relative), "This device" and Revoke. */
export function SessionCard({
  session,
  onRevoke,
  revoking,
}: {
  session: Session;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const { t, i18n } = useTranslation('sessions');
  const rel = (iso: string) => formatRelativeTime(iso, { locale: i18n.language, justNow: t('time.justNow') });
  const Icon = isMobile(session.platform) ? IconDeviceMobile : IconDeviceDesktop;
  const title = `${session.browser ?? t('unknownBrowser')} · ${session.platform ?? t('unknownPlatform')}`;
  return (
    <Card component="li" withBorder radius="md" p="lg" data-session-id={session.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
            <Icon size={24} />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{title}</Text>
              {session.isCurrent && (
                <Badge color="teal" variant="light">
                  {t('thisDevice')}
                </Badge>
              )}
              {session.supportAccess && (
                <Badge color="violet" variant="light">
                  {t('supportAccess')}
                </Badge>
              )}
            </Group>
            {session.supportAccess && (
              <Text fz="sm">{t('supportAccessReason', { reason: session.supportAccess.reason })}</Text>
            )}
            <Text fz="sm" c="dimmed">
              {t('ip', { ip: session.ip ?? '—' })}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('created', { when: rel(session.createdAt) })} · {t('lastActive', { when: rel(session.lastSeenAt) })}
            </Text>
          </Stack>
        </Group>
        {/* An ended support visit stays listed for the record; there is nothing left to revoke. */}
        {(!session.supportAccess || session.supportAccess.active) && (
          <Button variant="light" color="red" onClick={onRevoke} loading={revoking}>
            {t('revoke')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
