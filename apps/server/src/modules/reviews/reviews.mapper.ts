import {
  youtubeThumbnailUrl,
  youtubeWatchUrl,
  type ReviewAuthor,
  type ReviewReply,
  type ReviewType,
  type ReviewVideo,
} from '@plaudit/contract';

// Pieces every review shape shares (public lists, the author's own view, the brand's list, the moderation queues).

/** "Anna K.": the first name and the last name's initial, never the full name (a review is public). */
export function reviewDisplayName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

export function toReviewAuthor(row: {
  authorId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  youtuberHandle: string | null;
  youtuberPageName: string | null;
}): ReviewAuthor {
  return {
    id: row.authorId,
    displayName: reviewDisplayName(row.firstName, row.lastName),
    avatarUrl: row.avatarUrl,
    youtuber:
      row.youtuberHandle && row.youtuberPageName
        ? { handle: row.youtuberHandle, pageName: row.youtuberPageName }
        : null,
  };
}

export function toReviewVideo(videoId: string | null): ReviewVideo | null {
  return videoId ? { url: youtubeWatchUrl(videoId), videoId, thumbnailUrl: youtubeThumbnailUrl(videoId) } : null;
}

export function toReviewReply(row: {
  replyText: string | null;
  replyCreatedAt: Date | null;
  replyUpdatedAt: Date | null;
  brandName: string;
}): ReviewReply | null {
  if (row.replyText === null || !row.replyCreatedAt) return null;
  return {
    text: row.replyText,
    brandName: row.brandName,
    createdAt: row.replyCreatedAt.toISOString(),
    updatedAt: (row.replyUpdatedAt ?? row.replyCreatedAt).toISOString(),
  };
}

/** What every review shape shows of the review itself (contract `reviewContentFields`). */
export function toReviewContent(review: {
  id: string;
  type: ReviewType;
  rating: number;
  title: string | null;
  comment: string | null;
  videoId: string | null;
}) {
  return {
    id: review.id,
    type: review.type,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    video: toReviewVideo(review.videoId),
  };
}
