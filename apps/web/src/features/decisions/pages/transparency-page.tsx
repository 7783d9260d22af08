import { Anchor, Container, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DECISION_GROUNDS, DECISION_GROUND_TEXT } from '@plaudit/contract';
import { ListSkeleton, LoadError } from '@/components/data-states';
import { paths } from '@/config/paths';
import { messageText } from '@/lib/i18n';
import { useTransparency } from '../api/transparency';

/** /transparency (public, drawn on the server): the monthly moderation figures, newest month first. */
export default function TransparencyPage() {
  const { t } = useTranslation('trust');
  const figures = useTransparency();
  const months = figures.data?.months ?? [];
  const grounds = DECISION_GROUNDS.map((g) => ({
    ground: g,
    n: months.reduce((total, m) => total + m.rejectedByGround[g] + m.removedByGround[g], 0),
  })).filter((row) => row.n > 0);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('transparency.title')}</Title>
          <Text c="dimmed">{t('transparency.intro')}</Text>
          <Anchor component={Link} to={paths.howReviewsWork.href()}>
            {t('transparency.howLink')}
          </Anchor>
        </Stack>
        {figures.isPending && <ListSkeleton rows={6} height={36} />}
        {figures.isError && (
          <LoadError
            title={t('transparency.errorTitle')}
            error={figures.error}
            onRetry={() => void figures.refetch()}
          />
        )}
        {figures.data && (
          <Table.ScrollContainer minWidth={760}>
            <Table striped withTableBorder>
              <Table.Caption>{t('transparency.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('transparency.month')}</Table.Th>
                  <Table.Th scope="col">{t('transparency.published')}</Table.Th>
                  <Table.Th scope="col">{t('transparency.held')}</Table.Th>
                  <Table.Th scope="col">{t('transparency.rejected')}</Table.Th>
                  <Table.Th scope="col">{t('transparency.removed')}</Table.Th>
                  <Table.Th scope="col">
                    {t('transparency.reports')} ({t('transparency.reportsEnded')})
                  </Table.Th>
                  <Table.Th scope="col">{t('transparency.punishments')}</Table.Th>
                  <Table.Th scope="col">
                    {t('transparency.appeals')} ({t('transparency.reversed')})
                  </Table.Th>
                  <Table.Th scope="col">{t('transparency.median')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((m) => (
                  <Table.Tr key={m.month}>
                    <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                      {m.month}
                    </Table.Th>
                    <Table.Td>{m.reviews.published}</Table.Td>
                    <Table.Td>{m.reviews.held}</Table.Td>
                    <Table.Td>{m.reviews.rejected}</Table.Td>
                    <Table.Td>{m.reviews.removed}</Table.Td>
                    <Table.Td>
                      {m.reports.received} ({m.reports.upheld} / {m.reports.dismissed})
                    </Table.Td>
                    <Table.Td>
                      {m.punishments.WARNING} / {m.punishments.MUTE} / {m.punishments.BAN}
                    </Table.Td>
                    <Table.Td>
                      {m.appeals.received} ({m.appeals.reversed})
                    </Table.Td>
                    <Table.Td>{m.medianHoursToDecide ?? t('transparency.none')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {grounds.length > 0 && (
          <Stack gap={6} component="section">
            <Title order={2} fz="h3">
              {t('transparency.byGround')}
            </Title>
            <Table withTableBorder>
              <Table.Tbody>
                {grounds.map((row) => (
                  <Table.Tr key={row.ground}>
                    <Table.Th scope="row" fw={400}>
                      {messageText(DECISION_GROUND_TEXT[row.ground])}
                    </Table.Th>
                    <Table.Td>{row.n}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
