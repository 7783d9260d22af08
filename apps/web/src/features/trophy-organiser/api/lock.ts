import { useTranslation } from 'react-i18next';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useTrophyMutation } from './trophy-mutation';

/** POST /trophies/{id}/lock: NOMINATING → LOCKED; a DRAW publishes its commitment. */
export function useLockTrophy(options: { silentError?: boolean } = {}) {
  const { t } = useTranslation('trophyOrganiser');
  return useTrophyMutation({
    fn: ({ id }: { id: string }) => call(ROUTES.trophies.lock, { params: { id } }),
    success: t('toast.lock'),
    ...options,
  });
}
