import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconPackageOff, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIST_TAKE_DEFAULT, type ProductStaffListItem } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { ListFilters, ListSearch, PagedList, useListParams } from '@/components/paged-list';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStaffDisabledProducts, useStaffEnableProduct } from '../api/staff-products';

// /admin/products: the products the staff disabled (from their public page), newest first, for an ADMIN or MOD to
// enable one again once its team fixed it. Enabling asks first: the product is public again at once.

const ADDRESS = { names: { search: 'q' } } as const;

export default function AdminProductsPage() {
  const { t, i18n } = useTranslation('products');
  const stack = useModalStack();
  const list = useListParams(ADDRESS);
  const products = useStaffDisabledProducts({ page: list.page, take: LIST_TAKE_DEFAULT, search: list.search });
  const enable = useStaffEnableProduct();

  const onEnable = async (product: ProductStaffListItem) => {
    const yes = await stack.confirm({
      title: t('admin.enableTitle', { name: product.name }),
      message: t('admin.enableText'),
      confirmLabel: t('admin.enable'),
    });
    if (!yes) return;
    try {
      await enable.mutateAsync(product.id);
      notifySuccess(t('admin.enabled', { name: product.name }));
    } catch (error) {
      notifyError(error);
    }
  };

  const productCell = (product: ProductStaffListItem) => (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {product.name}
      </Text>
      {product.team.creatorProfile ? (
        <Anchor component={Link} to={paths.brand.href(product.team.creatorProfile)} fz="xs">
          {product.team.brandName}
        </Anchor>
      ) : (
        <Text fz="xs" c="dimmed">
          {product.team.brandName}
        </Text>
      )}
    </Stack>
  );
  const reasonCell = (product: ProductStaffListItem) => (
    <Text fz="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
      {product.staffReason}
    </Text>
  );
  const action = (product: ProductStaffListItem) => (
    <Button
      size="compact-sm"
      variant="light"
      color="teal"
      leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
      onClick={() => void onEnable(product)}
      aria-label={t('admin.enableFor', { name: product.name })}
      loading={enable.isPending && enable.variables === product.id}
    >
      {t('admin.enable')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <ListFilters>
        <ListSearch list={list} label={t('admin.search')} placeholder={t('admin.searchPlaceholder')} />
      </ListFilters>
      <PagedList
        list={list}
        query={products}
        label={t('admin.tableLabel')}
        total={(count) => t('admin.total', { count })}
        rowKey={(product) => product.id}
        rowTestId="admin-product-row"
        errorTitle={t('admin.loadError')}
        clearLabel={t('admin.clearFilters')}
        empty={{ icon: IconPackageOff, title: t('admin.emptyTitle'), text: t('admin.emptyText') }}
        columns={[
          { header: t('admin.columns.product'), cell: productCell, style: { maxWidth: 280 } },
          { header: t('admin.columns.reason'), cell: reasonCell, style: { maxWidth: 360 } },
          {
            header: t('admin.columns.disabledAt'),
            cell: (product) => <Text fz="sm">{formatDate(product.staffDisabledAt, i18n.language)}</Text>,
          },
          { header: t('admin.columns.actions'), cell: action },
        ]}
        card={(product) => (
          <Stack gap={6}>
            {productCell(product)}
            {reasonCell(product)}
            <Text fz="xs" c="dimmed">
              {formatDate(product.staffDisabledAt, i18n.language)}
            </Text>
            {action(product)}
          </Stack>
        )}
      />
    </>
  );
}
