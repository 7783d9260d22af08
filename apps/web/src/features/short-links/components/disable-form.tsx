import { useTranslation } from 'react-i18next';
import { shortLinkDisableBodySchema } from '@plaudit/contract';
import { StaffDisableForm } from '@/components/staff-disable-form';
import { useStaffDisable } from '../api/short-link-mutations';

/** The staff's "disable with reason": the reason is mailed to the team's owners and kept in the audit log. */
export function DisableForm({
  linkId,
  onDone,
  onCancel,
}: {
  linkId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('shortLinks');
  const disable = useStaffDisable();
  return (
    <StaffDisableForm
      reasonSchema={shortLinkDisableBodySchema.shape.reason}
      texts={{
        title: t('admin.disableTitle'),
        reason: t('admin.reason'),
        reasonHelp: t('admin.reasonHelp'),
        cancel: t('form.cancel'),
        confirm: t('admin.disable'),
        done: t('admin.disabled'),
      }}
      disable={(body) => disable.mutateAsync({ linkId, ...body })}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
