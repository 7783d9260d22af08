import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus } from '@plaudit/contract';

const COLOR: Record<WebhookDeliveryStatus, string> = { SUCCEEDED: 'teal', FAILED: 'red', PENDING: 'yellow' };

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation('webhooks');
  return (
    <Badge color={COLOR[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
