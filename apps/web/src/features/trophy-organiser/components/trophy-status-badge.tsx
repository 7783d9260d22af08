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

export function TrophyStatusBadge({ status }: { status: TrophyStatus }) {
  const { t } = useTranslation('trophyOrganiser');
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
