import { useState } from 'react';
import { Button, Group, SegmentedControl, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STATS_INTERVALS, STATS_PRESET_DAYS, STATS_RANGE_MAX_DAYS, type StatsInterval } from '@plaudit/contract';
import { daysIn, HOURLY_MAX_DAYS, isoDay, type DashboardRange, type RangeChoice } from './stats-range';

/** The dashboard's range (7, 30, 90 days or custom), interval, product filter and CSV download. */
export function StatsControls({
  value,
  products,
  onChange,
  onDownload,
  downloading,
}: {
  value: DashboardRange;
  products: { id: string; name: string }[];
  onChange: (changes: Record<string, string | null>) => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  const { t } = useTranslation('stats');
  const [picking, setPicking] = useState<[string | null, string | null]>([value.from, value.to]);
  const hourlyAllowed = daysIn(value.from, value.to) <= HOURLY_MAX_DAYS;
  const choose = (range: string) => {
    if (range === 'custom') onChange({ range: 'custom', from: value.from, to: value.to });
    else onChange({ range, from: null, to: null, interval: value.interval === 'hour' ? null : value.interval });
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('range.label')}
        value={value.range}
        onChange={choose}
        data={[
          ...STATS_PRESET_DAYS.map((days) => ({
            value: String(days) as RangeChoice,
            label: t('range.days', { count: days }),
          })),
          { value: 'custom', label: t('range.custom') },
        ]}
      />
      {value.range === 'custom' && (
        <DatePickerInput
          type="range"
          label={t('range.customLabel')}
          placeholder={t('range.customPlaceholder')}
          value={picking}
          maxDate={isoDay(Date.now())}
          allowSingleDateInRange
          onChange={(next) => {
            setPicking(next);
            const [from, to] = next;
            if (from && to && daysIn(from, to) <= STATS_RANGE_MAX_DAYS) onChange({ range: 'custom', from, to });
          }}
          w={{ base: '100%', xs: 260 }}
        />
      )}
      <Select
        label={t('interval.label')}
        value={value.interval}
        onChange={(next) => next && onChange({ interval: next === 'day' ? null : next })}
        allowDeselect={false}
        // Hourly stays listed on a long range, disabled and saying why.
        data={STATS_INTERVALS.map((interval: StatsInterval) => ({
          value: interval,
          label: interval === 'hour' && !hourlyAllowed ? t('interval.hourTooLong') : t(`interval.${interval}`),
          disabled: interval === 'hour' && !hourlyAllowed,
        }))}
        w={{ base: '100%', xs: 180 }}
      />
      {products.length > 0 && (
        <Select
          label={t('product.label')}
          placeholder={t('product.all')}
          value={value.productId ?? null}
          onChange={(next) => onChange({ product: next })}
          data={products.map((product) => ({ value: product.id, label: product.name }))}
          clearable
          searchable
          w={{ base: '100%', xs: 240 }}
        />
      )}
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={onDownload}
        loading={downloading}
      >
        {t('download')}
      </Button>
    </Group>
  );
}
