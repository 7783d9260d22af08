import { Button, Group, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX } from '@plaudit/contract';
import { paths } from '@/config/paths';

/** The hero's search: a plain form that opens /search?q=… (the header's search box offers suggestions). */
export function HomeSearchForm() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = q.trim();
    if (query) void navigate(paths.search.href({ q: query }));
  };
  return (
    <form role="search" onSubmit={onSubmit} aria-label={t('hero.searchLabel')}>
      <Group gap="xs" wrap="nowrap" align="flex-end" maw={640}>
        <TextInput
          label={<VisuallyHidden>{t('hero.searchLabel')}</VisuallyHidden>}
          placeholder={t('hero.searchPlaceholder')}
          type="search"
          size="lg"
          radius="md"
          maxLength={SEARCH_QUERY_MAX}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          leftSection={<IconSearch size={20} aria-hidden="true" />}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" size="lg" radius="md">
          {t('hero.searchButton')}
        </Button>
      </Group>
    </form>
  );
}
