import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrophySummary } from '@plaudit/contract';

/**
 * "Brand award" on a trophy a brand ran itself (among its own products), wherever a trophy is shown: without it, a
 * brand's "Product of the year" could not be told from the platform's. A platform trophy shows nothing extra.
 */
export function OrganiserBadge({ organiser }: { organiser: Pick<TrophySummary['organiser'], 'kind' | 'name'> }) {
  const { t } = useTranslation('trophies');
  if (organiser.kind !== 'TEAM') return null;
  return (
    <Badge
      color="grape"
      variant="outline"
      style={{ flexShrink: 0 }}
      title={t('organiser.byline', { name: organiser.name })}
    >
      {t('organiser.brandAward')}
    </Badge>
  );
}
