import { useTranslation } from 'react-i18next';
import { ROUTES, type TrophyCancelBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useTrophyMutation } from './trophy-mutation';

/** POST /trophies/{id}/cancel: any state but AWARDED → CANCELLED. */
export function useCancelTrophy(options: { silentError?: boolean } = {}) {
  const { t } = useTranslation('trophyOrganiser');
  return useTrophyMutation({
    fn: ({ id, body }: { id: string; body: TrophyCancelBody }) =>
      call(ROUTES.trophies.cancel, { params: { id }, body }),
    success: t('toast.cancel'),
    ...options,
  });
}
