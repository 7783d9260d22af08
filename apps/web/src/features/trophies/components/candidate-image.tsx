import { Box, Image, ThemeIcon } from '@mantine/core';
import { youtubeThumbnailUrl, type TrophyCandidate } from '@plaudit/contract';
import { TrophyCategoryIcon } from '@/components/trophy-category-icon';

/**
 * A candidate's picture: the product's (or the reviewed product's) picture, a video review's YouTube thumbnail, or a
 * plain trophy tile. Decorative: the candidate's title is always beside it. The box keeps its size while loading.
 */
export function CandidateImage({
  candidate,
  size,
}: {
  candidate: Pick<TrophyCandidate, 'image' | 'videoId'>;
  size: number;
}) {
  const src = candidate.videoId ? youtubeThumbnailUrl(candidate.videoId) : candidate.image?.src;
  if (!src) {
    return (
      <ThemeIcon size={size} radius="md" variant="light" color="yellow" aria-hidden="true">
        <TrophyCategoryIcon name="trophy" size={Math.round(size / 2)} />
      </ThemeIcon>
    );
  }
  return (
    <Box w={size} h={size} style={{ flexShrink: 0 }}>
      <Image
        src={src}
        srcSet={candidate.videoId ? undefined : candidate.image?.srcset}
        sizes={`${size}px`}
        alt=""
        w={size}
        h={size}
        radius="md"
        fit="cover"
        loading="lazy"
      />
    </Box>
  );
}
