import { useTranslation } from 'react-i18next';
import { ROUTES, type TrophyCategoryBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useTrophyMutation } from './trophy-mutation';

/** PUT /admin/trophy-categories/{id}: every field replaced. */
export function useUpdateTrophyCategory(options: { silentError?: boolean } = {}) {
  const { t } = useTranslation('trophyOrganiser');
  return useTrophyMutation({
    fn: ({ id, body }: { id: string; body: TrophyCategoryBody }) =>
      call(ROUTES.trophies.categoryUpdate, { params: { id }, body }),
    success: t('toast.categoryUpdate'),
    ...options,
  });
}
