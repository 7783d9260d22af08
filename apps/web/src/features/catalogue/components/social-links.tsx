import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconExternalLink,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SocialLinks as Links } from '@plaudit/contract';

const ICONS = {
  facebookUrl: IconBrandFacebook,
  xUrl: IconBrandX,
  instagramUrl: IconBrandInstagram,
  tiktokUrl: IconBrandTiktok,
  youtubeUrl: IconBrandYoutube,
  discordUrl: IconBrandDiscord,
} as const;

/** The brand's website and social profiles, each leaving the site in a new tab, each named for screen readers. */
export function SocialLinks({ website, social }: { website: string | null; social: Links }) {
  const { t } = useTranslation('catalogue');
  const entries = (Object.keys(ICONS) as (keyof typeof ICONS)[]).filter((key) => social[key]);
  if (!website && entries.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {website && (
        <Button
          component="a"
          href={website}
          target="_blank"
          rel="nofollow ugc noopener"
          variant="light"
          size="compact-md"
          rightSection={<IconExternalLink size={16} aria-hidden="true" />}
        >
          {t('brand.website')}
        </Button>
      )}
      {entries.map((key) => {
        const Icon = ICONS[key];
        const label = t(`brand.social.${key}`);
        return (
          <Tooltip key={key} label={label} withArrow>
            <ActionIcon
              component="a"
              href={social[key]!}
              target="_blank"
              rel="nofollow ugc noopener"
              variant="default"
              size="lg"
              radius="xl"
              aria-label={label}
            >
              <Icon size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
