import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Card, Collapse, Group, Table, Title, VisuallyHidden } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A plot with the same numbers as a table behind it: the plot is hidden from assistive technology and summed up in
 * one sentence instead; "Show as table" opens the table for everyone (keyboard, screen reader, or a reader who
 * wants the exact figures).
 */
export function ChartPanel({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const { t } = useTranslation('stats');
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconTable size={16} aria-hidden="true" />}
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('charts.hideTable') : t('charts.showTable')}
        </Button>
      </Group>
      <VisuallyHidden>{summary}</VisuallyHidden>
      <Box aria-hidden="true">{children}</Box>
      <Collapse expanded={open} id={tableId}>
        <Table striped fz="sm" aria-label={title} mt="sm">
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row, index) => (
              <Table.Tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <Table.Th key={column} scope="row" fw={400}>
                      {cell}
                    </Table.Th>
                  ) : (
                    <Table.Td key={column}>{cell}</Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Collapse>
    </Card>
  );
}
