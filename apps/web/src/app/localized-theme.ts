import { useMemo } from 'react';
import { mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { theme } from './theme';

/** Mantine's date components that draw a calendar, by their theme names (the dates package stays in its pages' chunks). */
const DATE_PICKERS = ['DatePicker', 'DatePickerInput', 'DateInput', 'DateTimePicker', 'Calendar'];

/**
 * The theme plus the accessible names of Mantine's own icon buttons (a toast's close button, an input's clear
 * button, a pagination's arrows, a dialog's close button, a calendar's arrows), which have no text to read: set here
 * once, in the person's language, instead of at every use.
 */
export function useLocalizedTheme(): MantineThemeOverride {
  const { t } = useTranslation();
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('a11y.closeNotification') } } },
          InputClearButton: { defaultProps: { 'aria-label': t('a11y.clearField') } },
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('a11y.closeDialog') } } },
          // The calendars' arrows (previous / next month) are icons only.
          ...Object.fromEntries(
            DATE_PICKERS.map((name) => [
              name,
              { defaultProps: { ariaLabels: t('a11y.datePicker', { returnObjects: true }) } },
            ]),
          ),
          Pagination: {
            defaultProps: {
              getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
                'aria-label': t(`a11y.pagination.${control}`),
              }),
              getItemProps: (page: number) => ({ 'aria-label': t('a11y.pagination.page', { page }) }),
            },
          },
        },
      }),
    [t], // react-i18next gives a new `t` when the language changes
  );
}
