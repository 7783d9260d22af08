import { useState } from 'react';
import { ActionIcon, Badge, Box, Card, Group, Image, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { notifyError } from '@/lib/notify';
import { useDeleteProductImage, useUpdateProductImageAlt } from '../api/product-mutations';

/** One picture in the editor's sortable grid: the drag handle, move buttons, its alt text and delete. */
export function SortableThumb({
  image,
  index,
  count,
  teamId,
  productId,
  canEdit,
  onMove,
}: {
  image: ProductImage;
  index: number;
  count: number;
  teamId: string;
  productId: string;
  canEdit: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useTranslation('products');
  const stack = useModalStack();
  const remove = useDeleteProductImage(teamId, productId);
  const alt = useUpdateProductImageAlt(teamId, productId);
  const [altText, setAltText] = useState(image.alt);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
    disabled: !canEdit,
  });
  const n = index + 1;

  const confirmDelete = async () => {
    const yes = await stack.confirm({
      title: t('images.deleteTitle'),
      message: t('images.deleteText', { n }),
      confirmLabel: t('images.delete'),
      danger: true,
    });
    if (!yes) return;
    remove.mutate(image.id, { onError: notifyError });
  };
  const saveAlt = () => {
    if (altText.trim() === image.alt) return;
    alt.mutate({ imageId: image.id, alt: altText.trim() }, { onError: notifyError });
  };

  return (
    <Card
      component="li"
      ref={setNodeRef}
      withBorder
      radius="md"
      p={6}
      data-testid="product-image"
      data-image-id={image.id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <Stack gap={6}>
        <Box pos="relative">
          <Image
            src={image.src}
            srcSet={image.srcset}
            sizes="200px"
            alt={image.alt || t('images.thumbAlt', { n })}
            radius="sm"
            h={120}
            fit="cover"
          />
          {index === 0 && (
            <Badge pos="absolute" top={6} left={6} size="sm" variant="filled">
              {t('images.cover')}
            </Badge>
          )}
        </Box>
        {canEdit && (
          <>
            <Group gap={4} justify="space-between" wrap="nowrap">
              <Tooltip label={t('images.drag')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  ref={setActivatorNodeRef}
                  {...attributes}
                  {...listeners}
                  aria-label={t('images.dragLabel', { n })}
                  style={{ cursor: 'grab', touchAction: 'none' }}
                >
                  <IconGripVertical size={16} />
                </ActionIcon>
              </Tooltip>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === 0}
                  onClick={() => onMove(index, index - 1)}
                  aria-label={t('images.moveLeft', { n })}
                >
                  <IconArrowLeft size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === count - 1}
                  onClick={() => onMove(index, index + 1)}
                  aria-label={t('images.moveRight', { n })}
                >
                  <IconArrowRight size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => void confirmDelete()}
                  loading={remove.isPending}
                  aria-label={t('images.deleteLabel', { n })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            <TextInput
              size="xs"
              label={t('images.alt', { n })}
              placeholder={t('images.altPlaceholder')}
              value={altText}
              onChange={(e) => setAltText(e.currentTarget.value)}
              onBlur={saveAlt}
              maxLength={200}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
