import { useMemo } from 'react';
import { mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { theme } from './theme';

/**
 * The theme plus the accessible names of Mantine's own icon buttons (a toast's close button, an input's clear
 * button, a pagination's arrows), which have no text to read: set here once, in the person's language, instead of at every use.
 */
export function useLocalizedTheme(): MantineThemeOverride {
  const { t } = useTranslation();
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('a11y.closeNotification') } } },
          InputClearButton: { defaultProps: { 'aria-label': t('a11y.clearField') } },
          Pagination: {
            defaultProps: {
              getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({ 'aria-label': t(`a11y.pagination.${control}`) }),
              getItemProps: (page: number) => ({ 'aria-label': t('a11y.pagination.page', { page }) }),
            },
          },
        },
      }),
    [t], // react-i18next gives a new `t` when the language changes
  );
}
