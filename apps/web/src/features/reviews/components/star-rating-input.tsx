import { useState } from 'react';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RATING_MAX } from '@plaudit/contract';

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);
const STAR_FILLED = 'var(--mantine-color-yellow-5)';
const STAR_EMPTY = 'var(--mantine-color-gray-5)';

interface StarRatingInputProps {
  name: string;
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * The review modal's rating: five native radio buttons in a labelled group, drawn as stars. Native radios give the
 * keyboard behaviour for free (Tab into the group, arrows to move and choose) and screen readers read
 * "3 stars, radio, 3 of 5".
 */
export function StarRatingInput({ name, label, value, onChange, onBlur, error }: StarRatingInputProps) {
  const { t } = useTranslation('reviews');
  const [hover, setHover] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const errorId = `${name}-error`;
  return (
    // A radiogroup (allowed on a fieldset) may say it is required and invalid; a plain fieldset (role group) may not.
    <fieldset
      role="radiogroup"
      aria-labelledby={`${name}-legend`}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-required="true"
    >
      <legend id={`${name}-legend`} style={{ padding: 0 }}>
        <Text component="span" fz="sm" fw={500}>
          {label}
        </Text>
        <Text component="span" c="red" fz="sm" aria-hidden="true">
          {' *'}
        </Text>
      </legend>
      <Group gap={4} mt={4} onMouseLeave={() => setHover(null)} wrap="nowrap">
        {STARS.map((star) => {
          const id = `${name}-${star}`;
          const filled = star <= shown;
          return (
            <label
              key={star}
              htmlFor={id}
              onMouseEnter={() => setHover(star)}
              style={{
                cursor: 'pointer',
                lineHeight: 0,
                padding: 2,
                borderRadius: 6,
                outline: focused === star ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                outlineOffset: 1,
              }}
            >
              <VisuallyHidden>
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={star}
                  checked={value === star}
                  onChange={() => onChange(star)}
                  onFocus={() => setFocused(star)}
                  onBlur={() => {
                    setFocused(null);
                    onBlur?.();
                  }}
                  aria-label={t('modal.ratingStar', { count: star })}
                />
              </VisuallyHidden>
              {/* One element whose colours change, never a filled icon swapped in on hover: a swap between the
                  press and the release of a click (the hover's render landing in between, on a busy page or a
                  tap) removed the pressed node, so the browser fired no click and the star was not chosen. The
                  label, not the drawing, takes the pointer. */}
              <IconStar
                size={32}
                color={filled ? STAR_FILLED : STAR_EMPTY}
                fill={filled ? STAR_FILLED : 'none'}
                style={{ pointerEvents: 'none' }}
                aria-hidden="true"
                data-filled={filled || undefined}
              />
            </label>
          );
        })}
        <Text fz="sm" c="dimmed" ml="xs" aria-hidden="true">
          {value ? t('modal.ratingStar', { count: value }) : t('modal.ratingNone')}
        </Text>
      </Group>
      {error && (
        <Text id={errorId} c="red" fz="xs" mt={4}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
