import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '@plaudit/contract';

const COLORS: Record<ReviewStatus, string> = { PENDING: 'yellow', PUBLISHED: 'teal', REJECTED: 'red', REMOVED: 'red' };

/** PENDING (waiting for a moderator), PUBLISHED or REMOVED in the brand's list. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('creatorReviews');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
