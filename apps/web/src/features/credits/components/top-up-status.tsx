import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TopUpStatus } from '@plaudit/contract';

const COLOR: Record<TopUpStatus, string> = {
  PENDING: 'yellow',
  PAID: 'teal',
  FAILED: 'red',
  EXPIRED: 'gray',
  REFUNDED: 'violet',
};

export function TopUpStatusBadge({ status }: { status: TopUpStatus }) {
  const { t } = useTranslation('credits');
  return (
    <Badge color={COLOR[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
