import { useTranslation } from 'react-i18next';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useTrophyMutation } from './trophy-mutation';

/** DELETE /admin/trophy-categories/{id} (409 category_in_use while trophies use it). */
export function useDeleteTrophyCategory(options: { silentError?: boolean } = {}) {
  const { t } = useTranslation('trophyOrganiser');
  return useTrophyMutation({
    fn: ({ id }: { id: string }) => call(ROUTES.trophies.categoryDelete, { params: { id } }),
    success: t('toast.categoryDelete'),
    ...options,
  });
}
