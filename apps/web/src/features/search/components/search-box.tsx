import { useState, type ReactNode, type Ref } from 'react';
import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox, type MantineSize } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX, type SuggestHit } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { isSearchable, useSuggestions } from '../api/search-queries';
import { hitHref } from '../lib/hit-href';
import { HighlightedText } from './highlighted-text';

// The search box (header, home hero, search page): suggestions while typing (150 ms after the last
// key), ↑/↓ to move, Enter to open the marked suggestion or, with none marked, the results page, Escape to close.
// Mantine's Combobox gives the ARIA combobox pattern (role, aria-expanded, aria-controls, aria-activedescendant).

export const SUGGEST_DEBOUNCE_MS = 150;
/** The last option: every result on the search page. */
const ALL_RESULTS = '__all__';
const optionValue = (hit: SuggestHit) => `${hit.type}:${hit.id}`;

export interface SearchBoxProps {
  size?: MantineSize;
  /** The text it starts with (the search page passes its query). */
  initialQuery?: string;
  autoFocus?: boolean;
  /** For the header's keyboard shortcut. */
  inputRef?: Ref<HTMLInputElement>;
  /** Shown at the right end while idle (the header's shortcut key). */
  hint?: ReactNode;
  /** After it navigated somewhere (the phone header closes its overlay). */
  onNavigate?: () => void;
  /** Its accessible name and placeholder where the header's short ones say too little (the home page's hero). */
  label?: string;
  placeholder?: string;
}

export function SearchBox({
  size = 'sm',
  initialQuery = '',
  autoFocus,
  inputRef,
  hint,
  onNavigate,
  label,
  placeholder,
}: SearchBoxProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [value, setValue] = useState(initialQuery);
  const [debounced] = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const typed = value.trim();
  const hits = isSearchable(debounced) ? (suggestions.data?.data ?? []) : [];
  const go = (to: string) => {
    combobox.closeDropdown();
    navigate(to);
    onNavigate?.();
  };
  const submit = () => {
    if (isSearchable(typed)) go(paths.search.href({ q: typed }));
  };
  const pick = (val: string) => {
    if (val === ALL_RESULTS) return submit();
    const hit = hits.find((h) => optionValue(h) === val);
    if (hit) go(hitHref(hit));
  };

  const waiting = isSearchable(typed) && (typed !== debounced || suggestions.isFetching);
  const showDropdown = isSearchable(typed);

  return (
    // hideDetached off: the header box never scrolls away (the header is fixed), and a list that follows the box
    // on the search page does no harm; it also keeps the list measurable where nothing is laid out (jsdom).
    <Combobox store={combobox} onOptionSubmit={pick} size={size} hideDetached={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={inputRef}
          type="search"
          size={size}
          value={value}
          maxLength={SEARCH_QUERY_MAX}
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          placeholder={placeholder ?? t('box.placeholder')}
          aria-label={label ?? t('box.label')}
          leftSection={<IconSearch size={size === 'lg' || size === 'xl' ? 22 : 16} aria-hidden="true" />}
          rightSection={waiting ? <Loader size="xs" aria-hidden="true" /> : value === '' ? hint : null}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter with no suggestion marked: the results page (Combobox handles Enter on a marked one).
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
              event.preventDefault();
              submit();
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showDropdown}>
        <Combobox.Options aria-label={t('box.suggestions')}>
          {hits.map((hit) => (
            <Combobox.Option value={optionValue(hit)} key={optionValue(hit)}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <div style={{ minWidth: 0 }}>
                  <Text fz="sm" truncate>
                    <HighlightedText segments={hit.highlight} />
                  </Text>
                  {/* Faded from the option's own colour, so it stays readable on the marked option too. */}
                  {hit.brand && (
                    <Text fz="xs" opacity={0.75} truncate>
                      {hit.brand.name}
                    </Text>
                  )}
                </div>
                <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {t(`type.${hit.type}`)}
                </Badge>
              </Group>
            </Combobox.Option>
          ))}
          {hits.length === 0 && !waiting && <Combobox.Empty>{t('box.noSuggestions')}</Combobox.Empty>}
          <Combobox.Option value={ALL_RESULTS}>
            <Group gap={6} wrap="nowrap">
              <IconSearch size={14} aria-hidden="true" />
              <Text fz="sm" truncate>
                {t('box.allResults', { q: typed })}
              </Text>
            </Group>
          </Combobox.Option>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
