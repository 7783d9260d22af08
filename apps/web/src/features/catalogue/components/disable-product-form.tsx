import { useTranslation } from 'react-i18next';
import { productDisableBodySchema } from '@plaudit/contract';
import { StaffDisableForm } from '@/components/staff-disable-form';
import { useStaffDisableProduct } from '../api/staff-product';

/** The staff's "disable product": the reason and rule are mailed to the brand's owners and admins and audited. */
export function DisableProductForm({
  productId,
  onDone,
  onCancel,
}: {
  productId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const disable = useStaffDisableProduct();
  return (
    <StaffDisableForm
      reasonSchema={productDisableBodySchema.shape.reason}
      texts={{
        title: t('product.staff.disableTitle'),
        reason: t('product.staff.reason'),
        reasonHelp: t('product.staff.reasonHelp'),
        cancel: t('product.staff.cancel'),
        confirm: t('product.staff.confirm'),
        done: t('product.staff.disabled'),
      }}
      disable={(body) => disable.mutateAsync({ productId, ...body })}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
