import { useState } from 'react';
import { Box, Button, Code, CopyButton, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TrophyBadgeTheme, TrophySummary } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { badgeUrl } from '../api/trophy-urls';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Who awarded the trophy, as the badge needs it (a summary's organiser; the platform when not given). */
export type BadgeOrganiser = Pick<TrophySummary['organiser'], 'kind' | 'name'>;

/**
 * The HTML a winner pastes into their own site: the badge, linking back to the trophy page. `alt` names who awarded
 * it (a brand's own award must not read as a Plaudit trophy on someone's shop page).
 */
export function badgeSnippet(
  trophy: { id: string; name: string },
  theme: TrophyBadgeTheme,
  origin: string,
  altText: string,
): string {
  const alt = escapeAttr(altText);
  return `<a href="${origin}${paths.trophy.href(trophy.id)}"><img src="${badgeUrl(trophy.id, theme, origin)}" alt="${alt}" width="360" height="96"></a>`;
}

/**
 * The badge preview (light or dark) and its snippet with a copy button. Shown on an awarded trophy's page and, through
 * the router's slot, on the winner's dashboard. The origin is the page's own, so the snippet points at this server.
 */
export default function BadgeSnippet({
  trophyId,
  trophyName,
  organiser,
  origin = window.location.origin,
}: {
  trophyId: string;
  trophyName: string;
  organiser?: BadgeOrganiser;
  origin?: string;
}) {
  const { t } = useTranslation('trophies');
  const [theme, setTheme] = useState<TrophyBadgeTheme>('light');
  const alt =
    organiser?.kind === 'TEAM'
      ? t('badge.altBrand', { name: trophyName, organiser: organiser.name })
      : t('badge.alt', { name: trophyName });
  const snippet = badgeSnippet({ id: trophyId, name: trophyName }, theme, origin, alt);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('badge.theme')}
        value={theme}
        onChange={(value) => setTheme(value as TrophyBadgeTheme)}
        data={[
          { value: 'light', label: t('badge.light') },
          { value: 'dark', label: t('badge.dark') },
        ]}
        w="fit-content"
      />
      <Box
        p="md"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          background: theme === 'dark' ? '#1a1b1e' : '#f8f9fa',
          overflowX: 'auto',
        }}
      >
        <img
          src={badgeUrl(trophyId, theme)}
          alt={alt}
          width={360}
          height={96}
          style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
        />
      </Box>
      <Text fz="sm" fw={600} id={`badge-snippet-label-${trophyId}`}>
        {t('badge.snippet')}
      </Text>
      <Code
        block
        aria-labelledby={`badge-snippet-label-${trophyId}`}
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        tabIndex={0}
      >
        {snippet}
      </Code>
      <Group>
        <CopyButton value={snippet}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={() => {
                copy();
                notifySuccess(t('badge.copied'));
              }}
            >
              {copied ? t('badge.copiedButton') : t('badge.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
