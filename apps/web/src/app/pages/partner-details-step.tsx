import { useTranslation } from 'react-i18next';
import { useModalStack } from '@/components/modal-stack';
import { useMe } from '@/lib/me-query';
import { useCreatorSignUp } from '@/features/creators/api/creator-sign-up';
import { useYoutuberSignUp } from '@/features/creators/api/youtuber-sign-up';
import { BrandRequestForm } from '@/features/creators/components/brand-request-form';
import { CreatorDetailsForm } from '@/features/creators/components/creator-details-form';
import { YoutuberDetailsForm } from '@/features/creators/components/youtuber-details-form';

/**
 * The partner flow's details step: the brand of a creator (with the way to ask for a brand that is already taken) or
 * the channel of a YouTuber. Sends the application; `resubmitting` edits one that needs more information, prefilled
 * with what was sent.
 */
export function PartnerDetailsStep({
  type,
  resubmitting,
  onSubmitted,
}: {
  type: 'CREATOR' | 'YOUTUBER';
  resubmitting: boolean;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation('creators');
  const stack = useModalStack();
  const { user } = useMe();
  const creatorSignUp = useCreatorSignUp();
  const youtuberSignUp = useYoutuberSignUp();
  const key = resubmitting ? 'resubmit' : 'new';

  if (type === 'CREATOR') {
    const team = user?.selectedCreatorTeam?.creatorTeam;
    return (
      <CreatorDetailsForm
        key={key}
        defaults={resubmitting && team ? { brandName: team.brandName, website: team.website ?? '' } : undefined}
        lockedProfile={resubmitting ? team?.creatorProfile : undefined}
        onSubmit={async (values) => {
          await creatorSignUp.mutateAsync(values);
          onSubmitted();
        }}
        onRequestBrand={() =>
          stack.open({
            key: 'brandRequest',
            title: t('brandRequest.title'),
            render: (api) => <BrandRequestForm onDone={api.back} onCancel={api.back} />,
          })
        }
      />
    );
  }
  return (
    <YoutuberDetailsForm
      key={key}
      resubmit={resubmitting}
      defaults={
        resubmitting && user?.youtuber
          ? { pageName: user.youtuber.pageName, youtubeUrl: user.youtuber.youtubeUrl }
          : undefined
      }
      onSubmit={async (values) => {
        await youtuberSignUp.mutateAsync(values);
        onSubmitted();
      }}
    />
  );
}
