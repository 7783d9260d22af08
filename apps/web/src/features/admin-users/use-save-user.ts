import { useTranslation } from 'react-i18next';
import type { AdminUserDetail, AdminUserUpdateBody } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useUpdateAdminUser } from './api/update-admin-user';

/** The fields of the 'editUser' form, in the order their errors are placed. */
export const EDIT_USER_FIELDS = ['firstName', 'lastName', 'username', 'email', 'role', 'accountStatus'] as const;
type Field = (typeof EDIT_USER_FIELDS)[number];
export type EditUserValues = Pick<AdminUserDetail, Field>;

/**
 * Saving the 'editUser' form: only what changed is sent; nothing changed just closes; a new role or a deactivation
 * is confirmed first; a refusal puts the server's messages on their fields.
 */
export function useSaveUser(user: AdminUserDetail, setError: (field: Field, message: string) => void) {
  const { t } = useTranslation('adminUsers');
  const stack = useModalStack();
  const save = useUpdateAdminUser(user.id);
  const name = `${user.firstName} ${user.lastName}`;

  return async (values: EditUserValues) => {
    const body: AdminUserUpdateBody = {};
    for (const key of EDIT_USER_FIELDS)
      if (values[key] !== user[key]) (body as Record<string, unknown>)[key] = values[key];
    if (Object.keys(body).length === 0) {
      notifySuccess(t('edit.nothingChanged'));
      stack.back();
      return;
    }
    const warnings = [
      body.role ? t('edit.confirmRole', { name, role: t(`roles.${body.role}`) }) : null,
      body.accountStatus === 'INACTIVE' ? t('edit.confirmDeactivate', { name }) : null,
    ].filter(Boolean);
    if (warnings.length > 0) {
      const yes = await stack.confirm({
        title: t('edit.confirmSaveTitle'),
        message: warnings.join(' '),
        confirmLabel: t('edit.confirmSaveAction'),
        danger: true,
      });
      if (!yes) return;
    }
    try {
      const saved = await save.mutateAsync(body);
      notifySuccess(t('edit.saved', { name: `${saved.firstName} ${saved.lastName}` }));
      stack.back();
    } catch (error) {
      showFormError(error, EDIT_USER_FIELDS, setError);
    }
  };
}
