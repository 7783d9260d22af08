import { Alert, Anchor, Button, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconLock, IconPackageOff, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product, ProductPermissions } from '@plaudit/contract';
import { ApiError } from '@/lib/api-error';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { SelectedTeamPage } from '@/components/selected-team-page';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCategories } from '../api/get-categories';
import { useProduct, useProducts } from '../api/get-products';
import { useCreateProduct, useDeleteProduct, useUpdateProduct } from '../api/product-mutations';
import { categoryOptions } from '../category-options';
import { ProductForm, valuesOf } from '../components/product-form';
import { ProductImagesEditor } from '../components/product-images-editor';
import { StaffDisabledAlert } from '../components/staff-disabled-alert';

// /dashboard/creator/products/new and /dashboard/creator/products/:productId: the product's fields, then its
// pictures (a new product gets them once it is saved: the images belong to a stored product), then what other areas
// show of a stored product (its short links), handed in by the app.

/** What another area shows on a stored product's page, below its pictures. */
/** `canAdd`: whether the slot may offer to add to the product (not while staff keep it disabled). */
export type ProductSlot = (teamId: string, productId: string, options: { canAdd: boolean }) => ReactNode;

export default function ProductEditorPage({ shortLinks }: { shortLinks?: ProductSlot } = {}) {
  const { t } = useTranslation('products');
  const { productId } = useParams();
  return (
    <SelectedTeamPage size="md" title={t('editor.newTitle')} noTeamText={t('noTeam.text')}>
      {({ creatorTeam: team }) =>
        productId ? (
          <EditProduct key={productId} teamId={team.id} productId={productId} shortLinks={shortLinks} />
        ) : (
          <NewProduct teamId={team.id} />
        )
      }
    </SelectedTeamPage>
  );
}

function BackLink() {
  const { t } = useTranslation('products');
  return (
    <Anchor
      component={Link}
      to={paths.creatorProducts.href()}
      fz="sm"
      mb="md"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={16} aria-hidden="true" /> {t('editor.back')}
    </Anchor>
  );
}

function Notices({ permissions }: { permissions: ProductPermissions }) {
  const { t } = useTranslation('products');
  if (permissions.readOnly)
    return (
      <Alert color="red" icon={<IconLock size={18} />} role="status">
        {t('list.locked')}
      </Alert>
    );
  if (!permissions.publish)
    return (
      <Alert color="orange" icon={<IconLock size={18} />} role="status">
        {t('list.muted')}
      </Alert>
    );
  return null;
}

function NewProduct({ teamId }: { teamId: string }) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const categories = useCategories();
  const create = useCreateProduct(teamId);
  // The team's permissions come with its list (one row is enough).
  const list = useProducts(teamId, { page: 1, take: 1 });
  const permissions = list.data?.permissions;
  return (
    <Container size="md" py="xl">
      <BackLink />
      <PageHeader title={t('editor.newTitle')} description={t('editor.newDescription')} />
      {(list.isPending || categories.isPending) && <ListSkeleton rows={6} height={56} />}
      {list.isError && <LoadError title={t('list.loadError')} error={list.error} onRetry={() => void list.refetch()} />}
      {categories.isError && (
        <LoadError
          title={t('editor.categoriesError')}
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      )}
      {permissions && categories.data && (
        <Stack gap="lg">
          <Notices permissions={permissions} />
          <ProductForm
            categories={categoryOptions(categories.data.data)}
            permissions={permissions}
            onSave={async (body) => {
              const created = await create.mutateAsync(body);
              notifySuccess(t('editor.created'));
              void navigate(paths.creatorProductEdit.href(created.id), { replace: true });
            }}
          />
          <Alert color="blue" icon={<IconInfoCircle size={18} />} role="status">
            {t('images.afterSave')}
          </Alert>
        </Stack>
      )}
    </Container>
  );
}

function EditProduct({
  teamId,
  productId,
  shortLinks,
}: {
  teamId: string;
  productId: string;
  shortLinks: ProductSlot | undefined;
}) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const stack = useModalStack();
  const categories = useCategories();
  const product = useProduct(teamId, productId);
  const update = useUpdateProduct(teamId, productId);
  const remove = useDeleteProduct(teamId);

  const confirmDelete = async (p: Product) => {
    const yes = await stack.confirm({
      title: t('editor.deleteTitle', { name: p.name }),
      message: t('editor.deleteText'),
      confirmLabel: t('editor.delete'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(p.id);
      notifySuccess(t('editor.deleted', { name: p.name }));
      void navigate(paths.creatorProducts.href());
    } catch (error) {
      notifyError(error);
    }
  };

  const p = product.data;
  return (
    <Container size="md" py="xl">
      <BackLink />
      <PageHeader
        title={p?.name ?? t('editor.editTitle')}
        description={t('editor.editDescription')}
        action={
          p && (
            <Group gap="xs">
              {p.permissions.delete && (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void confirmDelete(p)}
                  loading={remove.isPending}
                >
                  {t('editor.delete')}
                </Button>
              )}
            </Group>
          )
        }
      />
      {(product.isPending || categories.isPending) && <ListSkeleton rows={6} height={56} />}
      {product.isError && product.error instanceof ApiError && product.error.status === 404 && (
        <EmptyState
          icon={IconPackageOff}
          title={t('editor.notFoundTitle')}
          text={t('editor.notFoundText')}
          action={
            <Button component={Link} to={paths.creatorProducts.href()} variant="light" size="xs">
              {t('editor.back')}
            </Button>
          }
        />
      )}
      {product.isError && !(product.error instanceof ApiError && product.error.status === 404) && (
        <LoadError title={t('editor.loadError')} error={product.error} onRetry={() => void product.refetch()} />
      )}
      {categories.isError && (
        <LoadError
          title={t('editor.categoriesError')}
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      )}
      {p && categories.data && (
        <Stack gap="lg">
          <StaffDisabledAlert product={p} />
          <Notices permissions={p.permissions} />
          <ProductForm
            key={p.id}
            product={p}
            categories={categoryOptions(categories.data.data)}
            permissions={p.permissions}
            onSave={async (body) => {
              const saved = await update.mutateAsync(body);
              notifySuccess(t('editor.saved'));
              return valuesOf(saved);
            }}
          />
          <ProductImagesEditor teamId={teamId} product={p} />
          {shortLinks?.(teamId, p.id, { canAdd: !p.staffDisabled })}
        </Stack>
      )}
    </Container>
  );
}
