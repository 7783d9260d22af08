import type { ReactNode } from 'react';
import { Card, ScrollArea, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreatorStats } from '@plaudit/contract';

function ListCard({
  title,
  columns,
  rows,
  empty,
}: {
  title: string;
  columns: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={title}>
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table fz="sm" verticalSpacing={6} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column, index) => (
                  <Table.Th key={column} scope="col" ta={index === 0 ? undefined : 'right'}>
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={index}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <Table.Th key={column} scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {cell}
                      </Table.Th>
                    ) : (
                      <Table.Td key={column} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {cell}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  );
}

/** Top products, where visitors came from, and the searches that showed the team. */
export function TopLists({ stats }: { stats: CreatorStats }) {
  const { t, i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <>
      <ListCard
        title={t('top.products')}
        columns={[t('top.product'), t('cards.views'), t('cards.clicks'), t('cards.clickThroughRate')]}
        rows={stats.topProducts.map((p) => [
          p.name,
          number.format(p.views),
          number.format(p.clicks),
          p.clickThroughRate === null ? '—' : percent.format(p.clickThroughRate),
        ])}
        empty={t('top.noneProducts')}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ListCard
          title={t('top.referrers')}
          columns={[t('top.host'), t('cards.views')]}
          rows={stats.referrers.map((r) => [r.host ?? t('top.direct'), number.format(r.views)])}
          empty={t('top.noneReferrers')}
        />
        <ListCard
          title={t('top.searches')}
          columns={[t('top.query'), t('top.count')]}
          rows={stats.searches.map((s) => [s.query, number.format(s.count)])}
          empty={t('top.noneSearches')}
        />
      </SimpleGrid>
    </>
  );
}
