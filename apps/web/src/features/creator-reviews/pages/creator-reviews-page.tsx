import { useEffect, useState } from 'react';
import { Alert, Button, Container, Group, Pagination, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLock, IconMessageStar } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { NoTeamState } from '@/components/no-team-state';
import { PageHeader } from '@/components/page-header';
import { TeamNav } from '@/components/team-nav';
import { useMe } from '@/lib/me-query';
import { useCreatorReviews } from '../api/get-creator-reviews';
import { useTeamProducts } from '../api/get-team-products';
import { CreatorReviewCard } from '../components/creator-review-card';
import { CreatorReviewsFilters } from '../components/creator-reviews-filters';
import { isFiltered, readFilters, toApiQuery, writeFilters, type CreatorReviewFilters } from '../creator-reviews-query';
import { refreshing } from '@/components/refreshing';

// /dashboard/creator/reviews (issue 17 §5): the selected team's reviews, every status but REJECTED, with the filters
// of spec §3 in the URL and the brand's reply under each review.

export default function CreatorReviewsPage() {
  const { t } = useTranslation('creatorReviews');
  const { user } = useMe();
  const team = user?.selectedCreatorTeam?.creatorTeam;
  if (!team) {
    return (
      <Container size="lg" py="xl">
        <PageHeader title={t('title')} />
        <NoTeamState text={t('noTeam')} />
      </Container>
    );
  }
  return <CreatorReviewsContent key={team.id} teamId={team.id} brandName={team.brandName} />;
}

export function CreatorReviewsContent({ teamId, brandName }: { teamId: string; brandName: string }) {
  const { t } = useTranslation('creatorReviews');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [searchInput, setSearchInput] = useState(filters.search);
  const [debounced] = useDebouncedValue(searchInput.trim(), 300);
  const reviews = useCreatorReviews(teamId, toApiQuery(filters));
  const products = useTeamProducts(teamId);

  const update = (changes: Partial<CreatorReviewFilters>) => setParams((current) => writeFilters(current, changes), { replace: true });

  useEffect(() => {
    if (debounced !== filters.search) update({ search: debounced });
    // Only a settled search writes the URL; the URL itself is read on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    // The URL changed from outside (Back, a link): the box follows it.
    if (filters.search !== debounced) setSearchInput(filters.search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters.search]);

  const data = reviews.data?.data ?? [];
  const pageCount = reviews.data?.meta.pageCount ?? 0;
  const filtered = isFiltered(filters);
  const clear = () => {
    setSearchInput('');
    update({ search: '', rating: null, hasComment: null, reviewType: null, productId: null });
  };
  useEffect(() => {
    // A page past the end (an old link): show the last one.
    if (reviews.data && pageCount >= 1 && filters.page > pageCount) update({ page: pageCount });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reviews.data, pageCount, filters.page]);

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
        filters={filters}
        searchInput={searchInput}
        onSearchInput={setSearchInput}
        products={(products.data?.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={update}
      />
      {reviews.isPending && <ListSkeleton rows={4} height={140} />}
      {reviews.isError && !reviews.data && <LoadError title={t('loadError')} error={reviews.error} onRetry={() => void reviews.refetch()} />}
      {reviews.data && data.length === 0 && (
        <EmptyState
          icon={IconMessageStar}
          title={filtered ? t('empty.filteredTitle') : t('empty.title')}
          text={filtered ? t('empty.filteredText') : t('empty.text')}
          action={filtered ? <Button variant="light" size="xs" onClick={clear}>{t('empty.clear')}</Button> : undefined}
        />
      )}
      {reviews.data && data.length > 0 && (
        <Stack gap="md" {...refreshing(reviews.isPlaceholderData)}>
          <Text fz="sm" c="dimmed" aria-live="polite">{t('total', { count: reviews.data.meta.total })}</Text>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
            {data.map((review) => (
              <CreatorReviewCard key={review.id} review={review} teamId={teamId} canReply={reviews.data.canReply} />
            ))}
          </Stack>
          {pageCount > 1 && (
            <Group justify="center">
              <Pagination total={pageCount} value={filters.page} onChange={(page) => update({ page })} size="sm" />
            </Group>
          )}
        </Stack>
      )}
    </Container>
  );
}
