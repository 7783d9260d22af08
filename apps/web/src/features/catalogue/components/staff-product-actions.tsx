import { lazy, Suspense } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mayAdmin } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { useMe } from '@/lib/me-query';

// The form (with zod and the contract's request schemas behind it) loads on the first click: a visitor's product
// page, and its evaluation before the first input, carries none of it.
const DisableProductForm = lazy(() =>
  import('./disable-product-form').then((m) => ({ default: m.DisableProductForm })),
);

/** On a public product page, what a moderator may do with it: take it off every public page, with a reason. */
export function StaffProductActions({ productId, name }: { productId: string; name: string }) {
  const { user: me } = useMe();
  if (!me || !mayAdmin(me.role, 'products.moderate')) return null;
  return <DisableProductButton productId={productId} name={name} />;
}

// Only staff get the modal stack asked for, so a visitor's page needs nothing more than it did.
function DisableProductButton({ productId, name }: { productId: string; name: string }) {
  const { t } = useTranslation('catalogue');
  const stack = useModalStack();
  return (
    <Button
      variant="light"
      color="red"
      size="xs"
      leftSection={<IconBan size={16} aria-hidden="true" />}
      style={{ alignSelf: 'flex-start' }}
      onClick={() =>
        stack.open({
          key: 'disableProduct',
          title: t('product.staff.disableTitleFor', { name }),
          render: (top) => (
            <Suspense
              fallback={
                <Center py="md">
                  <Loader size="sm" role="status" aria-label={t('loading')} />
                </Center>
              }
            >
              <DisableProductForm productId={productId} onDone={() => top.back()} onCancel={() => top.back()} />
            </Suspense>
          ),
        })
      }
    >
      {t('product.staff.disable')}
    </Button>
  );
}
