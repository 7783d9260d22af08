import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VerificationStatus } from '@plaudit/contract';

const COLOR = { PENDING: 'blue', APPROVED: 'teal', REJECTED: 'red', NEEDS_MORE_INFO: 'orange' } as const;

export function StatusBadge({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('verifications');
  return (
    <Badge color={COLOR[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
