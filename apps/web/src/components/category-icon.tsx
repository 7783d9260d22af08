import {
  IconApple,
  IconArmchair,
  IconBabyCarriage,
  IconBallFootball,
  IconBarbell,
  IconBike,
  IconBook,
  IconCamera,
  IconCar,
  IconCategory,
  IconChefHat,
  IconCoffee,
  IconCup,
  IconDeviceGamepad2,
  IconDeviceLaptop,
  IconDeviceMobile,
  IconDeviceTv,
  IconDiamond,
  IconGift,
  IconHeadphones,
  IconHeart,
  IconHome,
  IconMusic,
  IconPalette,
  IconPaw,
  IconPill,
  IconPlant,
  IconShirt,
  IconShoe,
  IconSparkles,
  IconTent,
  IconTool,
  type Icon,
} from '@tabler/icons-react';
import type { CategoryIcon as IconName } from '@plaudit/contract';

// The contract's CATEGORY_ICONS, each imported by name: a page showing categories carries these icons only, never
// the whole Tabler set. A name the list does not know (an older row) shows the generic category icon.
export const CATEGORY_ICON_COMPONENTS: Record<IconName, Icon> = {
  category: IconCategory,
  coffee: IconCoffee,
  cup: IconCup,
  headphones: IconHeadphones,
  'device-laptop': IconDeviceLaptop,
  'device-mobile': IconDeviceMobile,
  'device-gamepad-2': IconDeviceGamepad2,
  'device-tv': IconDeviceTv,
  camera: IconCamera,
  shirt: IconShirt,
  shoe: IconShoe,
  plant: IconPlant,
  home: IconHome,
  tool: IconTool,
  book: IconBook,
  music: IconMusic,
  bike: IconBike,
  car: IconCar,
  paw: IconPaw,
  'baby-carriage': IconBabyCarriage,
  heart: IconHeart,
  pill: IconPill,
  apple: IconApple,
  'chef-hat': IconChefHat,
  palette: IconPalette,
  diamond: IconDiamond,
  'ball-football': IconBallFootball,
  tent: IconTent,
  gift: IconGift,
  barbell: IconBarbell,
  sparkles: IconSparkles,
  armchair: IconArmchair,
};

export function categoryIconOf(name: string): Icon {
  return (CATEGORY_ICON_COMPONENTS as Record<string, Icon | undefined>)[name] ?? IconCategory;
}

/** A category's icon, decorative (the category's name is always beside it). */
export function CategoryIcon({ name, size = 20, stroke }: { name: string; size?: number; stroke?: number }) {
  const Component = categoryIconOf(name);
  return <Component size={size} stroke={stroke} aria-hidden="true" />;
}
