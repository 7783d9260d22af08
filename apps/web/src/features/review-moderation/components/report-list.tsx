import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ModerationReport } from '@plaudit/contract';
import { formatDateTime } from '@/lib/format';

/** The reports on a review: reason, the reporter's details, who and when; open ones first as the server sends them. */
export function ReportList({ reports }: { reports: readonly ModerationReport[] }) {
  const { t, i18n } = useTranslation('reviewModeration');
  if (reports.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('reports.none')}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {reports.map((report) => (
        <Card key={report.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap={6}>
              <Badge color="red" variant="light">
                {t(`reportReasons.${report.reason}`)}
              </Badge>
              {report.status !== 'OPEN' && (
                <Badge color="gray" variant="outline">
                  {t(`reportStatus.${report.status}`)}
                </Badge>
              )}
            </Group>
            <Text fz="xs" c="dimmed">
              {t('reports.by', {
                username: report.reporter.username,
                date: formatDateTime(report.createdAt, i18n.language),
              })}
            </Text>
          </Group>
          {report.details && (
            <Text fz="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {report.details}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
