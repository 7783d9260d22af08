import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '@plaudit/contract';

const COLORS: Record<ProductStatus, string> = { DRAFT: 'gray', PUBLISHED: 'teal', ARCHIVED: 'orange' };

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('products');
  return (
    <Badge size="sm" variant="light" color={COLORS[status]} data-testid="product-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Plaudit took the product off the public pages: the team reads why, and that only Plaudit can put it back. */
export function StaffDisabledNote({ product }: { product: { staffDisabled: boolean; staffReason: string | null } }) {
  const { t } = useTranslation('products');
  if (!product.staffDisabled) return null;
  return (
    <Text fz="xs" c="red" mt={4} data-testid="product-staff-disabled" style={{ overflowWrap: 'anywhere' }}>
      {t('staffDisabled', { reason: product.staffReason ?? '' })}
    </Text>
  );
}
