import { Group, Image, Text } from '@mantine/core';
import { IconPhotoOff, IconStarFilled, IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TrophyCandidate } from '@plaudit/contract';

/** A candidate's picture (or a video review's YouTube thumbnail), decorative: its title is beside it. */
export function CandidateThumb({ candidate, size = 48 }: { candidate: TrophyCandidate; size?: number }) {
  const src = candidate.videoId
    ? `https://i.ytimg.com/vi/${candidate.videoId}/mqdefault.jpg`
    : (candidate.image?.src ?? null);
  if (!src) {
    return (
      <Group
        justify="center"
        w={size}
        h={size}
        bg="var(--mantine-color-gray-1)"
        style={{ borderRadius: 6, flexShrink: 0 }}
      >
        <IconPhotoOff size={18} aria-hidden="true" color="var(--mantine-color-gray-5)" />
      </Group>
    );
  }
  return <Image src={src} alt="" w={size} h={size} fit="cover" radius="sm" style={{ flexShrink: 0 }} loading="lazy" />;
}

/** The figures that matter beside a candidate: ★ average and review count (products), or the rating; helpful votes. */
export function CandidateFigures({ candidate }: { candidate: TrophyCandidate }) {
  const { t, i18n } = useTranslation('trophyOrganiser');
  const f = candidate.figures;
  const number = (value: number) => value.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  return (
    <Group gap="sm" fz="xs" c="dimmed" wrap="wrap">
      {candidate.contentType === 'PRODUCT' ? (
        <>
          <Group gap={2} wrap="nowrap">
            <IconStarFilled size={12} aria-hidden="true" color="var(--mantine-color-yellow-6)" />
            <Text span fz="xs">
              {f.ratingAverage === null
                ? t('figures.noRating')
                : t('figures.average', { value: number(f.ratingAverage) })}
            </Text>
          </Group>
          <Text span fz="xs">
            {t('figures.reviews', { count: f.reviewCount ?? 0 })}
          </Text>
        </>
      ) : (
        <Group gap={2} wrap="nowrap">
          <IconStarFilled size={12} aria-hidden="true" color="var(--mantine-color-yellow-6)" />
          <Text span fz="xs">
            {t('figures.rating', { value: f.rating ?? 0 })}
          </Text>
        </Group>
      )}
      <Group gap={2} wrap="nowrap">
        <IconThumbUp size={12} aria-hidden="true" />
        <Text span fz="xs">
          {t('figures.helpful', { count: f.helpfulCount })}
        </Text>
      </Group>
    </Group>
  );
}
