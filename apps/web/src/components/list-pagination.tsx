import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's Pagination with names for screen readers: its arrow controls carry only an icon, so without these the
 * previous/next buttons have no name at all (axe-core button-name), and a page button says only its number.
 */
export function ListPagination(props: PaginationProps) {
  const { t } = useTranslation('common');
  return (
    <Pagination
      aria-label={t('pagination.label')}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
      {...props}
    />
  );
}
