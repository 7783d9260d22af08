import { Anchor, Card, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductListItem } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { ProductStatusBadge, StaffDisabledNote } from './product-status-badge';
import { ProductThumb } from './product-thumb';

/**
 * One page of a team's products: a table from the `sm` breakpoint up and one card per product on a phone, each with a
 * checkbox for the bulk actions when the person may edit.
 */
export function ProductRows({
  rows,
  selectable,
  selected,
  onToggle,
}: {
  rows: ProductListItem[];
  selectable: boolean;
  selected: Set<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  const { t, i18n } = useTranslation('products');
  return (
    <>
      <Card withBorder radius="lg" p={0} visibleFrom="sm">
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('list.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              {selectable && (
                <Table.Th w={40}>
                  <VisuallyHidden>{t('bulk.selectColumn')}</VisuallyHidden>
                </Table.Th>
              )}
              <Table.Th>{t('list.columns.product')}</Table.Th>
              <Table.Th>{t('list.columns.category')}</Table.Th>
              <Table.Th>{t('list.columns.status')}</Table.Th>
              <Table.Th>{t('list.columns.updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id} data-testid="product-row">
                {selectable && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('bulk.selectOne', { name: p.name })}
                      checked={selected.has(p.id)}
                      onChange={(e) => onToggle(p.id, e.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                <Table.Td style={{ maxWidth: 360 }}>
                  <ProductCell product={p} />
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{p.categoryName}</Text>
                </Table.Td>
                <Table.Td>
                  <ProductStatusBadge status={p.status} />
                  <StaffDisabledNote product={p} />
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{formatDate(p.updatedAt, i18n.language)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Stack
        gap="xs"
        hiddenFrom="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('list.tableLabel')}
      >
        {rows.map((p) => (
          <Card key={p.id} component="li" withBorder radius="md" p="sm" data-testid="product-card">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {selectable && (
                <Checkbox
                  mt={14}
                  aria-label={t('bulk.selectOne', { name: p.name })}
                  checked={selected.has(p.id)}
                  onChange={(e) => onToggle(p.id, e.currentTarget.checked)}
                />
              )}
              <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                <ProductCell product={p} />
                <Group gap={6} wrap="wrap">
                  <ProductStatusBadge status={p.status} />
                  <Text fz="xs" c="dimmed">
                    {p.categoryName} · {formatDate(p.updatedAt, i18n.language)}
                  </Text>
                </Group>
                <StaffDisabledNote product={p} />
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}

function ProductCell({ product }: { product: ProductListItem }) {
  const { t } = useTranslation('products');
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <ProductThumb image={product.cover} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={paths.creatorProductEdit.href(product.id)} fw={600} fz="sm" truncate="end">
          {product.name}
        </Anchor>
        <Text fz="xs" c="dimmed" truncate="end">
          /{product.slug} · {t('list.images', { count: product.imageCount })}
        </Text>
      </Stack>
    </Group>
  );
}
