import type { Dispatch, SetStateAction } from 'react';
import { Button, Checkbox, Group, Text } from '@mantine/core';
import { IconArchive, IconWorldUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductListItem, ProductStatus } from '@plaudit/contract';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBulkStatus } from '../api/product-mutations';

/**
 * Above a page of products: 'select this page', the total (or how many are selected), and publish or archive for the
 * selected ones when the person may edit (publish only while the team may publish).
 */
export function ProductsBulkBar({
  teamId,
  rows,
  total,
  permissions,
  selected,
  setSelected,
}: {
  teamId: string;
  rows: ProductListItem[];
  total: number;
  permissions: { edit: boolean; publish: boolean } | undefined;
  selected: Set<string>;
  setSelected: Dispatch<SetStateAction<Set<string>>>;
}) {
  const { t } = useTranslation('products');
  const bulk = useBulkStatus(teamId);
  const allOnPage = rows.length > 0 && rows.every((p) => selected.has(p.id));
  const someOnPage = rows.some((p) => selected.has(p.id));
  // Staff's disable outranks the team's publish (the server refuses the whole batch), so say why before the click.
  const staffDisabledSelected = rows.filter((p) => selected.has(p.id) && p.staffDisabled).length;

  const runBulk = async (status: ProductStatus) => {
    try {
      const result = await bulk.mutateAsync({ ids: [...selected], status });
      notifySuccess(t(status === 'PUBLISHED' ? 'bulk.published' : 'bulk.archived', { count: result.updated }));
      setSelected(new Set());
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm">
        {permissions?.edit && (
          <Checkbox
            label={t('bulk.selectPage')}
            checked={allOnPage}
            indeterminate={someOnPage && !allOnPage}
            onChange={(e) => setSelected(e.currentTarget.checked ? new Set(rows.map((p) => p.id)) : new Set())}
          />
        )}
        <Text fz="sm" c="dimmed" aria-live="polite">
          {selected.size > 0 ? t('bulk.selected', { count: selected.size }) : t('list.total', { count: total })}
        </Text>
      </Group>
      {permissions?.edit && (
        <Group gap="xs">
          {staffDisabledSelected > 0 && (
            <Text id="products-bulk-staff-disabled" fz="xs" c="dimmed">
              {t('bulk.staffDisabled', { count: staffDisabledSelected })}
            </Text>
          )}
          <Button
            size="xs"
            variant="light"
            color="teal"
            leftSection={<IconWorldUpload size={16} />}
            disabled={selected.size === 0 || !permissions.publish || staffDisabledSelected > 0}
            aria-describedby={staffDisabledSelected > 0 ? 'products-bulk-staff-disabled' : undefined}
            loading={bulk.isPending && bulk.variables?.status === 'PUBLISHED'}
            onClick={() => void runBulk('PUBLISHED')}
          >
            {t('bulk.publish')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconArchive size={16} />}
            disabled={selected.size === 0}
            loading={bulk.isPending && bulk.variables?.status === 'ARCHIVED'}
            onClick={() => void runBulk('ARCHIVED')}
          >
            {t('bulk.archive')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
