import { useTranslation } from 'react-i18next';
import { ROUTES, type TrophyAwardBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useTrophyMutation } from './trophy-mutation';

/** POST /trophies/{id}/award: LOCKED → AWARDED (409 when another organiser was first). */
export function useAwardTrophy(options: { silentError?: boolean } = {}) {
  const { t } = useTranslation('trophyOrganiser');
  return useTrophyMutation({
    fn: ({ id, body }: { id: string; body: TrophyAwardBody }) => call(ROUTES.trophies.award, { params: { id }, body }),
    success: t('toast.award'),
    ...options,
  });
}
