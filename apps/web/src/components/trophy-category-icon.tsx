import {
  IconAward,
  IconCrown,
  IconDiamond,
  IconFlame,
  IconHeart,
  IconLeaf,
  IconMedal,
  IconMedal2,
  IconMessageStar,
  IconRocket,
  IconRosette,
  IconSparkles,
  IconStar,
  IconThumbUp,
  IconTrophy,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import type { TrophyCategoryIcon } from '@plaudit/contract';

// Shared by the public trophy pages and the organiser's screens. The contract's TROPHY_CATEGORY_ICONS, each imported by
// name (a page carries these icons only, never the whole
// Tabler set). A name the list does not know (an older row) shows the trophy.
export const TROPHY_ICON_COMPONENTS: Record<TrophyCategoryIcon, Icon> = {
  trophy: IconTrophy,
  award: IconAward,
  medal: IconMedal,
  'medal-2': IconMedal2,
  crown: IconCrown,
  star: IconStar,
  sparkles: IconSparkles,
  flame: IconFlame,
  heart: IconHeart,
  'thumb-up': IconThumbUp,
  video: IconVideo,
  'message-star': IconMessageStar,
  rosette: IconRosette,
  diamond: IconDiamond,
  rocket: IconRocket,
  leaf: IconLeaf,
};

export function trophyIconOf(name: string | null | undefined): Icon {
  return (TROPHY_ICON_COMPONENTS as Record<string, Icon | undefined>)[name ?? ''] ?? IconTrophy;
}

/** A trophy category's icon, decorative (the category's or trophy's name is always beside it). */
export function TrophyCategoryIcon({
  name,
  size = 18,
  stroke,
}: {
  name: string | null | undefined;
  size?: number;
  stroke?: number;
}) {
  const Component = trophyIconOf(name);
  return <Component size={size} stroke={stroke} aria-hidden="true" />;
}
