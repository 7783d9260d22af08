import { useTranslation } from 'react-i18next';
import { ROUTES, type TrophyBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useTrophyMutation } from './trophy-mutation';

/** PUT /trophies/{id}: every field in DRAFT, the words in NOMINATING. */
export function useUpdateTrophy(options: { silentError?: boolean } = {}) {
  const { t } = useTranslation('trophyOrganiser');
  return useTrophyMutation({
    fn: ({ id, body }: { id: string; body: TrophyBody }) => call(ROUTES.trophies.update, { params: { id }, body }),
    success: t('toast.update'),
    ...options,
  });
}
