import { Button, Popover } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrophySummary } from '@plaudit/contract';

type BadgeTrophy = Pick<TrophySummary, 'id' | 'name' | 'organiser'>;
export type BadgeSnippetSlot = (trophy: BadgeTrophy) => ReactNode;

/** "Get badge" on a won trophy: the embeddable badge's snippet, rendered by the slot the app passes in. */
export function BadgeButton({ trophy, badgeSnippet }: { trophy: BadgeTrophy; badgeSnippet?: BadgeSnippetSlot }) {
  const { t } = useTranslation('trophyOrganiser');
  if (!badgeSnippet) return null;
  return (
    <Popover width={380} position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCode size={14} />}
          aria-label={t('badge.getFor', { name: trophy.name })}
        >
          {t('badge.get')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>{badgeSnippet(trophy)}</Popover.Dropdown>
    </Popover>
  );
}
