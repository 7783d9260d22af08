import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TopUp } from '@plaudit/contract';
import { PagedRows, usePageState } from '@/components/paged-list';
import { formatDate } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { getReceiptPdf, useTopUps } from '../api/get-credits';
import { formatCredits, formatMoney } from './money';
import { TopUpStatusBadge } from './top-up-status';

/** Saves a receipt the way a download link would (the file needs the person's token, so it is fetched first). */
async function download(teamId: string, topUp: TopUp) {
  try {
    const blob = await getReceiptPdf(teamId, topUp.id);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `plaudit-receipt-${topUp.receiptNumber ?? topUp.id}.pdf`;
    link.click();
    URL.revokeObjectURL(url);
  } catch (error) {
    notifyError(error);
  }
}

/** The team's top-ups, newest first: each with its status, its receipt to download, or the way back to paying it. */
export function ReceiptsList({ teamId }: { teamId: string }) {
  const { t, i18n } = useTranslation('credits');
  const pages = usePageState();
  const topUps = useTopUps(teamId, pages.page);
  return (
    <Stack gap="sm" component="section" aria-labelledby="receipts-title">
      <Title order={2} fz="lg" id="receipts-title">
        {t('receipts.title')}
      </Title>
      <PagedRows
        list={pages}
        query={topUps}
        errorTitle={t('receipts.loadError')}
        skeleton={{ rows: 2, height: 56 }}
        empty={{ icon: IconReceipt, title: t('receipts.emptyTitle'), text: t('receipts.emptyText'), p: 'md' }}
      >
        {(rows: TopUp[]) => (
          <Stack gap="xs">
            {rows.map((topUp) => (
              <Card key={topUp.id} withBorder radius="md" p="sm" data-testid="top-up-row">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600}>
                      {t('receipts.line', {
                        credits: formatCredits(topUp.credits, i18n.language),
                        amount: formatMoney(topUp.amountCents, topUp.currency, i18n.language),
                      })}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {formatDate(topUp.paidAt ?? topUp.createdAt, i18n.language)}
                      {topUp.receiptNumber ? ` · ${topUp.receiptNumber}` : ''}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <TopUpStatusBadge status={topUp.status} />
                    {topUp.receiptNumber && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconDownload size={14} aria-hidden="true" />}
                        onClick={() => void download(teamId, topUp)}
                        aria-label={t('receipts.downloadOf', { number: topUp.receiptNumber })}
                      >
                        {t('receipts.download')}
                      </Button>
                    )}
                    {topUp.status === 'PENDING' && topUp.checkoutUrl && (
                      <Anchor
                        component={Link}
                        to={new URL(topUp.checkoutUrl, window.location.origin).pathname}
                        fz="sm"
                        fw={600}
                      >
                        {t('receipts.pay')}
                      </Anchor>
                    )}
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </PagedRows>
    </Stack>
  );
}
