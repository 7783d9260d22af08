import { useRef, useState, type KeyboardEvent } from 'react';
import { AspectRatio, Center, Group, Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_MAIN_PICTURE_SIZES, type Picture as PictureData } from '@plaudit/contract';
import { Picture } from './picture';

/**
 * A product's pictures: the chosen one large (with srcset), the others as thumbnails below. Thumbnails are buttons
 * in one tab stop (arrow keys, Home and End move between them); the change is announced politely.
 */
export function Gallery({ pictures, name }: { pictures: PictureData[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = pictures[current];
  if (!shown) {
    return (
      <AspectRatio
        ratio={4 / 3}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-lg)' }}
      >
        <Center role="img" aria-label={t('gallery.none')}>
          <IconPhoto size={56} stroke={1.3} color="var(--mantine-color-dimmed)" aria-hidden="true" />
        </Center>
      </AspectRatio>
    );
  }
  const select = (index: number) => {
    const next = (index + pictures.length) % pictures.length;
    setCurrent(next);
    thumbs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: pictures.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]!);
    }
  };
  return (
    <Stack gap="sm">
      <AspectRatio
        ratio={4 / 3}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}
      >
        <Picture
          picture={shown}
          alt={
            pictures.length > 1
              ? t('gallery.alt', { name, index: current + 1, count: pictures.length })
              : shown.alt || name
          }
          loading={current === 0 ? 'priority' : 'lazy'}
          sizes={PRODUCT_MAIN_PICTURE_SIZES}
          style={{ height: '100%', objectFit: 'contain' }}
        />
      </AspectRatio>
      {pictures.length > 1 && (
        <>
          <Group gap="xs" role="group" aria-label={t('gallery.thumbnails')} onKeyDown={onKeyDown} wrap="wrap">
            {pictures.map((picture, index) => (
              <UnstyledButton
                key={picture.src}
                ref={(el) => {
                  thumbs.current[index] = el;
                }}
                onClick={() => setCurrent(index)}
                tabIndex={index === current ? 0 : -1}
                aria-pressed={index === current}
                aria-label={t('gallery.show', { index: index + 1, count: pictures.length })}
                className="gallery-thumb"
                style={{
                  width: 72,
                  borderRadius: 'var(--mantine-radius-md)',
                  overflow: 'hidden',
                  outlineOffset: 2,
                  border: `2px solid ${index === current ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
                }}
              >
                <AspectRatio ratio={1}>
                  <Picture picture={picture} alt="" sizes="72px" style={{ height: '100%', objectFit: 'cover' }} />
                </AspectRatio>
              </UnstyledButton>
            ))}
          </Group>
          <VisuallyHidden aria-live="polite">
            {t('gallery.showing', { index: current + 1, count: pictures.length })}
          </VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
