import { SimpleGrid } from '@mantine/core';
import type { PublicReview } from '@plaudit/contract';
import { useReviewInteractions } from '../hooks/use-review-interactions';
import { ReviewCard } from './review-card';

/** Reviews of several products (brand, YouTuber, home), each naming and linking its product; `wide`: two columns from md up. */
export function ReviewFeed({ reviews, wide = false }: { reviews: PublicReview[]; wide?: boolean }) {
  const interactions = useReviewInteractions();
  return (
    <SimpleGrid
      cols={{ base: 1, md: wide ? 2 : 1 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard
            review={review}
            showProduct
            onHelpful={interactions.onHelpful}
            onReport={interactions.onReport}
            helpfulBusy={interactions.busyId === review.id}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
