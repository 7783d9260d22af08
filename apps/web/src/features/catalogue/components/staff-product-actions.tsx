import { Button } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mayAdmin } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { useMe } from '@/lib/me-query';
import { DisableProductForm } from './disable-product-form';

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
            <DisableProductForm productId={productId} onDone={() => top.back()} onCancel={() => top.back()} />
          ),
        })
      }
    >
      {t('product.staff.disable')}
    </Button>
  );
}
