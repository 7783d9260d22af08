import type { ReactNode } from 'react';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/data-states';
import { isNotFound, useYoutuber } from '../api/public-pages';
import { YoutuberCard } from '../components/youtuber-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePageView } from '../hooks/use-page-view';

/** /youtubers/{handle}: an approved YouTuber's page and, from the router's `reviews` slot, their video reviews. */
export default function YoutuberPage({
  notFound,
  reviews,
  trophies,
}: {
  notFound: ReactNode;
  reviews?: (handle: string) => ReactNode;
  /** The trophies feature's strip of what this YouTuber's reviews have won (renders nothing when none). */
  trophies?: (handle: string) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const { handle = '' } = useParams();
  const youtuber = useYoutuber(handle);
  usePageView('youtuber', youtuber.data?.id);
  useDocumentTitle(youtuber.data ? `${youtuber.data.pageName} · Plaudit` : null);

  if (isNotFound(youtuber.error)) return notFound;
  return (
    <Container size="md" py="xl">
      {youtuber.error ? (
        <LoadError error={youtuber.error} onRetry={() => void youtuber.refetch()} title={t('youtuber.loadError')} />
      ) : youtuber.data ? (
        <Stack gap="xl">
          <YoutuberCard
            pageName={youtuber.data.pageName}
            avatarUrl={youtuber.data.avatarUrl}
            channelUrl={youtuber.data.channelUrl}
          />
          {trophies?.(youtuber.data.handle)}
          {reviews?.(youtuber.data.handle)}
        </Stack>
      ) : (
        <Skeleton height={160} radius="lg" role="status" aria-busy="true" aria-label={t('loading')} />
      )}
    </Container>
  );
}
