import { Badge } from '@mantine/core';
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
