import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignStatus } from '@plaudit/contract';

const COLOURS: Record<CampaignStatus, string> = {
  DRAFT: 'gray',
  ACTIVE: 'teal',
  PAUSED: 'yellow',
  ENDED: 'dark',
  EXHAUSTED: 'orange',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation('campaigns');
  return (
    <Badge color={COLOURS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
