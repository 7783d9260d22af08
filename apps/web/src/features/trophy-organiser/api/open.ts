import { useTranslation } from 'react-i18next';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useTrophyMutation } from './trophy-mutation';

/** POST /trophies/{id}/open: DRAFT → NOMINATING. */
export function useOpenTrophy(options: { silentError?: boolean } = {}) {
  const { t } = useTranslation('trophyOrganiser');
  return useTrophyMutation({
    fn: ({ id }: { id: string }) => call(ROUTES.trophies.open, { params: { id } }),
    success: t('toast.open'),
    ...options,
  });
}
