import { describe, expect, it } from 'vitest';
import { MantineProvider, Notification, Pagination, Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { useLocalizedTheme } from './localized-theme';

function Themed() {
  const theme = useLocalizedTheme();
  return (
    <MantineProvider theme={theme}>
      <Notification title="Saved">Your changes are saved.</Notification>
      <Select label="Role" data={['Editor', 'Admin']} defaultValue="Editor" clearable />
      <Pagination total={5} defaultValue={2} />
    </MantineProvider>
  );
}

describe("accessible names of Mantine's icon buttons", () => {
  it("a toast's close button, an input's clear button and a pagination's arrows are named, in the person's language", async () => {
    await i18n.changeLanguage('en');
    render(
      <I18nextProvider i18n={i18n}>
        <Themed />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    // The Select hides its clear button from the tree (aria-hidden), so its label is read from the attribute.
    const clear = () => document.querySelector('.mantine-InputClearButton-root');
    expect(clear()).toHaveAttribute('aria-label', 'Clear');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    await i18n.changeLanguage('de');
    expect(await screen.findByRole('button', { name: 'Benachrichtigung schließen' })).toBeInTheDocument();
    expect(clear()).toHaveAttribute('aria-label', 'Leeren');
    await i18n.changeLanguage('en');
  });
});
