import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DECISION_GROUND_TEXT, type Product } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { messageText } from '@/lib/i18n';

/**
 * On the editor of a product staff disabled: that Plaudit took it off the public pages, why (the reason and the
 * published rule), that only Plaudit can enable it, and where to appeal: the statement itself for those who may
 * appeal it (OWNERs and ADMINs), otherwise who can.
 */
export function StaffDisabledAlert({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  if (!product.staffDisabled) return null;
  const decision = product.staffDecision;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconBan size={18} aria-hidden="true" />}
      title={t('staff.title')}
      role="status"
      data-testid="product-staff-disabled-alert"
    >
      <Stack gap={6}>
        <Text fz="sm">{t('staff.text')}</Text>
        {product.staffReason && (
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('staff.reason', { reason: product.staffReason })}
          </Text>
        )}
        {decision && (
          <Text fz="sm">{t('staff.ground', { ground: messageText(DECISION_GROUND_TEXT[decision.ground]) })}</Text>
        )}
        {decision?.id ? (
          <Text fz="sm">
            {t('staff.appeal')}{' '}
            <Anchor component={Link} to={paths.myDecisions.href(decision.id)} fz="sm" fw={600}>
              {t('staff.appealLink')}
            </Anchor>
          </Text>
        ) : (
          decision && <Text fz="sm">{t('staff.appealAsk')}</Text>
        )}
      </Stack>
    </Alert>
  );
}
