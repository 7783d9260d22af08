import { useTranslation } from 'react-i18next';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useTrophyMutation } from './trophy-mutation';

/** PUT /trophies/{id}/candidates: the picked list, in order (400 ineligible_candidates names the refused ids). */
export function useSetCandidates(options: { silentError?: boolean } = {}) {
  const { t } = useTranslation('trophyOrganiser');
  return useTrophyMutation({
    fn: ({ id, ids }: { id: string; ids: string[] }) =>
      call(ROUTES.trophies.setCandidates, { params: { id }, body: { ids } }),
    success: t('toast.setCandidates'),
    ...options,
  });
}
