import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconGavel } from '@tabler/icons-react';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { useAuctionLog } from '../api/featuring-admin';

/** One featuring's auction log: each closed day, every bid with its quality, score, rank, price or why it lost. */
export function AuctionLog({ featuringId }: { featuringId: string }) {
  const { t, i18n } = useTranslation('featuringAdmin');
  const log = useAuctionLog(featuringId, {});
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(
      value,
    );
  if (log.isPending) return <ListSkeleton rows={3} />;
  if (log.isError) return <LoadError title={t('log.loadError')} error={log.error} onRetry={() => void log.refetch()} />;
  if (log.data.data.length === 0)
    return <EmptyState icon={IconGavel} title={t('log.emptyTitle')} text={t('log.emptyText')} />;
  return (
    <Stack gap="lg">
      {log.data.data.map((day) => (
        <Stack key={day.day} gap="xs" data-testid="auction-day">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} fz="md">
              {day.day}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('log.terms', { slots: day.slots, reserve: day.reservePrice })}
            </Text>
          </Group>
          <Table.ScrollContainer minWidth={640}>
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('log.rank')}</Table.Th>
                  <Table.Th>{t('log.brand')}</Table.Th>
                  <Table.Th>{t('log.product')}</Table.Th>
                  <Table.Th>{t('log.maxBid')}</Table.Th>
                  <Table.Th>{t('log.quality')}</Table.Th>
                  <Table.Th>{t('log.score')}</Table.Th>
                  <Table.Th>{t('log.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {day.entries.map((entry) => (
                  <Table.Tr key={entry.campaignId}>
                    <Table.Td>{entry.rank ?? '–'}</Table.Td>
                    <Table.Td>{entry.team.brandName}</Table.Td>
                    <Table.Td>{entry.product.name}</Table.Td>
                    <Table.Td>{number(entry.maxBid)}</Table.Td>
                    <Table.Td>{number(entry.quality, 2)}</Table.Td>
                    <Table.Td>{number(entry.score, 2)}</Table.Td>
                    <Table.Td>
                      {entry.won ? (
                        <Badge color="teal" variant="light">
                          {t('log.paid', { price: entry.price })}
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light">
                          {t(`reason.${entry.reason ?? 'OUTBID'}`)}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
