import type { ReactNode } from 'react';
import { Badge, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrophySummary } from '@plaudit/contract';
import { formatDate } from '@/lib/format';
import { TrophyCategoryIcon as TrophyIcon } from '@/components/trophy-category-icon';
import { TrophyStatusBadge } from './trophy-status-badge';
import './trophy-table.css';

interface Props<T extends TrophySummary> {
  rows: T[];
  /** Opens the trophy (the edit modal); absent for rows the caller does not run. */
  onOpen?: (row: T) => (() => void) | undefined;
  /** Extra content after the winner (the creator's relation and "Get badge"). */
  extra?: (row: T) => ReactNode;
  label: string;
}

/** The organiser's trophy rows: name (opens the edit modal), status, method, period, candidates, winner. */
export function TrophyTable<T extends TrophySummary>({ rows, onOpen, extra, label }: Props<T>) {
  const { t, i18n } = useTranslation('trophyOrganiser');
  const day = (iso: string) => formatDate(iso, i18n.language);
  return (
    // Narrow enough to sit beside the admin navigation at 1280 px without scrolling the winner out of sight.
    <Table.ScrollContainer minWidth={840}>
      <Table aria-label={label} highlightOnHover verticalSpacing="sm" className="plaudit-trophy-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th>{t('table.method')}</Table.Th>
            <Table.Th>{t('table.period')}</Table.Th>
            <Table.Th ta="right">{t('table.candidates')}</Table.Th>
            <Table.Th>{t('table.winner')}</Table.Th>
            {extra && (
              <Table.Th>
                <VisuallyHidden>{t('table.more')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const open = onOpen?.(row);
            const name = (
              <Group gap={6} wrap="nowrap">
                <TrophyIcon name={row.category.icon} size={16} />
                <Text fz="sm" fw={500}>
                  {row.name}
                </Text>
              </Group>
            );
            return (
              <Table.Tr key={row.id}>
                <Table.Td>
                  {open ? (
                    <UnstyledButton onClick={open} aria-label={t('table.open', { name: row.name })}>
                      {name}
                    </UnstyledButton>
                  ) : (
                    name
                  )}
                  <Text fz="xs" c="dimmed">
                    {row.category.name}
                    {row.organiser.team ? ` · ${row.organiser.team.brandName}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TrophyStatusBadge status={row.status} />
                </Table.Td>
                <Table.Td>
                  <Badge variant="outline" color="gray">
                    {t(`method.${row.method}`)}
                  </Badge>
                  <Text fz="xs" c="dimmed">
                    {t(`contentType.${row.contentType}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {day(row.periodFrom)} – {day(row.periodTo)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{row.candidateCount}</Table.Td>
                <Table.Td miw={140}>
                  <Text fz="sm" lineClamp={2}>
                    {row.winner?.title ?? '–'}
                  </Text>
                </Table.Td>
                {extra && <Table.Td>{extra(row)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
