import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ProductImage } from '@plaudit/contract';

/** The cover as a small square (decorative: the product's name stands beside it). */
export function ProductThumb({ image, size = 48 }: { image: ProductImage | null; size?: number }) {
  if (!image) {
    return (
      <Center
        w={size}
        h={size}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 8, flex: 'none' }}
        aria-hidden="true"
      >
        <IconPhoto size={size / 2.4} color="var(--mantine-color-dimmed)" />
      </Center>
    );
  }
  return (
    <Image
      src={image.srcset.split(' ')[0]}
      alt=""
      w={size}
      h={size}
      fit="cover"
      radius="sm"
      style={{ flex: 'none' }}
      loading="lazy"
    />
  );
}
