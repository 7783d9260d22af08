import { useTranslation } from 'react-i18next';
import { ROUTES, type TrophyCategoryBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useTrophyMutation } from './trophy-mutation';

/** POST /admin/trophy-categories. */
export function useCreateTrophyCategory(options: { silentError?: boolean } = {}) {
  const { t } = useTranslation('trophyOrganiser');
  return useTrophyMutation({
    fn: ({ body }: { body: TrophyCategoryBody }) => call(ROUTES.trophies.categoryCreate, { body }),
    success: t('toast.categoryCreate'),
    ...options,
  });
}
