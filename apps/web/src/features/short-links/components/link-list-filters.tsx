import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHORT_LINK_STATUSES } from '@plaudit/contract';

// What a team's link list and the staff's list of every link filter and sort by alike.

/** The orders a link list can be sorted in, as the address writes them. */
export const LINK_SORTS = ['createdAt:DESC', 'createdAt:ASC', 'clicks:DESC', 'slug:ASC'] as const;

/** A link's status to filter by; cleared, every status. */
export function LinkStatusFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('shortLinks');
  return (
    <Select
      label={t('list.status')}
      placeholder={t('list.allStatuses')}
      clearable
      data={SHORT_LINK_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      value={value}
      onChange={onChange}
      style={{ flex: '1 1 160px' }}
    />
  );
}
