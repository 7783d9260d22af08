import { useTranslation } from 'react-i18next';
import { ROUTES, type TrophyBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useTrophyMutation } from './trophy-mutation';

/** POST /trophies: a new DRAFT trophy. */
export function useCreateTrophy(options: { silentError?: boolean } = {}) {
  const { t } = useTranslation('trophyOrganiser');
  return useTrophyMutation({
    fn: ({ body }: { body: TrophyBody }) => call(ROUTES.trophies.create, { body }),
    success: t('toast.create'),
    ...options,
  });
}
