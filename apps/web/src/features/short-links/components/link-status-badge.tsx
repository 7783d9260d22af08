import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShortLinkStatus } from '@plaudit/contract';

const COLORS: Record<ShortLinkStatus, string> = { ACTIVE: 'teal', DISABLED: 'red', EXPIRED: 'gray' };

export function LinkStatusBadge({ status }: { status: ShortLinkStatus }) {
  const { t } = useTranslation('shortLinks');
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
