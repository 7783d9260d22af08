import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrophyStatus } from '@plaudit/contract';

const COLORS: Record<TrophyStatus, string> = {
  DRAFT: 'gray',
  NOMINATING: 'blue',
  LOCKED: 'orange',
  AWARDED: 'teal',
  CANCELLED: 'red',
};

/** "Nominations open", "Candidates locked", "Awarded" (and, for the organiser, "Draft" and "Cancelled"). */
export function TrophyStatusBadge({ status }: { status: TrophyStatus }) {
  const { t } = useTranslation('trophies');
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
