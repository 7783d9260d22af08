import { Alert, Container, Stack } from '@mantine/core';
import { IconLock, IconMessageStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SelectedTeamPage } from '@/components/selected-team-page';
import { PagedRows, useListParams } from '@/components/paged-list';
import { TeamNav } from '@/components/team-nav';
import { useCreatorReviews } from '../api/get-creator-reviews';
import { useTeamProducts } from '../api/get-team-products';
import { CreatorReviewCard } from '../components/creator-review-card';
import { CreatorReviewsFilters } from '../components/creator-reviews-filters';
import { CREATOR_REVIEW_LIST, creatorReviewsQuery } from '../creator-reviews-query';

// /dashboard/creator/reviews: the selected team's reviews, every status but REJECTED, with the filters
// in the URL and the brand's reply under each review.

export default function CreatorReviewsPage() {
  const { t } = useTranslation('creatorReviews');
  return (
    <SelectedTeamPage title={t('title')} noTeamText={t('noTeam')}>
      {({ creatorTeam: team }) => <CreatorReviewsContent teamId={team.id} brandName={team.brandName} />}
    </SelectedTeamPage>
  );
}

export function CreatorReviewsContent({ teamId, brandName }: { teamId: string; brandName: string }) {
  const { t } = useTranslation('creatorReviews');
  const list = useListParams(CREATOR_REVIEW_LIST);
  const reviews = useCreatorReviews(teamId, creatorReviewsQuery(list));
  const products = useTeamProducts(teamId);

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('title')} description={t('description', { name: brandName })} />
      <TeamNav />
      {reviews.data && !reviews.data.canReply && (
        <Alert color="gray" icon={<IconLock size={18} />} role="status" mb="md">
          {t('readOnly')}
        </Alert>
      )}
      <CreatorReviewsFilters
        list={list}
        products={(products.data?.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      />
      <PagedRows
        list={list}
        query={reviews}
        total={(count) => t('total', { count })}
        empty={{
          icon: IconMessageStar,
          title: list.isFiltered ? t('empty.filteredTitle') : t('empty.title'),
          text: list.isFiltered ? t('empty.filteredText') : t('empty.text'),
        }}
        clearLabel={t('empty.clear')}
        errorTitle={t('loadError')}
        skeleton={{ rows: 4, height: 140 }}
      >
        {(rows) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
            {rows.map((review) => (
              <CreatorReviewCard
                key={review.id}
                review={review}
                teamId={teamId}
                canReply={reviews.data?.canReply ?? false}
              />
            ))}
          </Stack>
        )}
      </PagedRows>
    </Container>
  );
}
