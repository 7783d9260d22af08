import { useEffect, useState } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MIME_TYPES,
  PRODUCT_IMAGES_MAX,
  type Product,
  type ProductImage,
} from '@plaudit/contract';
import { errorText } from '@/lib/error-text';
import { notifyError } from '@/lib/notify';
import { useOrderProductImages, useUploadProductImage } from '../api/product-mutations';
import '@mantine/dropzone/styles.css';
import { SortableThumb } from './sortable-thumb';
import { UploadQueue, type Queued } from './upload-queue';

// A product's pictures: drop or pick several files, uploaded one after another with a progress bar
// each; thumbnails in order (the first is the cover), reordered by drag (pointer or keyboard: focus the handle,
// Space, arrows, Space) or with the move buttons; alt text saved when the field is left; delete after a confirmation.

export function ProductImagesEditor({ teamId, product }: { teamId: string; product: Product }) {
  const { t } = useTranslation('products');
  const upload = useUploadProductImage(teamId, product.id);
  const order = useOrderProductImages(teamId, product.id);
  const [queue, setQueue] = useState<Queued[]>([]);
  const [images, setImages] = useState<ProductImage[]>(product.images);
  const canEdit = product.permissions.edit && (product.status !== 'PUBLISHED' || product.permissions.publish);
  const uploading = queue.some((q) => q.error === null);
  const free = PRODUCT_IMAGES_MAX - images.length - queue.filter((q) => q.error === null).length;

  // The server's order is the truth after every answer.
  useEffect(() => setImages(product.images), [product.images]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const saveOrder = async (next: ProductImage[]) => {
    const previous = images;
    setImages(next);
    try {
      await order.mutateAsync(next.map((image) => image.id));
    } catch (error) {
      setImages(previous);
      notifyError(error);
    }
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length) return;
    void saveOrder(arrayMove(images, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      images.findIndex((i) => i.id === active.id),
      images.findIndex((i) => i.id === over.id),
    );
  };

  // Said in the live region while dragging by keyboard: positions, not ids, so a screen reader user can follow.
  const position = (id: UniqueIdentifier | undefined) => images.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('images.announce.start', { n: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('images.announce.over', { n: position(active.id), to: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('images.announce.end', { n: position(active.id), to: position(over.id) })
        : t('images.announce.cancel', { n: position(active.id) }),
    onDragCancel: ({ active }) => t('images.announce.cancel', { n: position(active.id) }),
  };

  const onDrop = async (files: File[]) => {
    const accepted = files.slice(0, Math.max(free, 0));
    const entries = accepted.map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      name: file.name,
      progress: 0,
      error: null,
    }));
    const skipped = files.slice(accepted.length).map((file, i) => ({
      key: `skip-${Date.now()}-${i}`,
      name: file.name,
      progress: 0,
      error: t('images.tooMany', { max: PRODUCT_IMAGES_MAX }),
    }));
    setQueue((current) => [...current.filter((q) => q.error === null), ...entries, ...skipped]);
    // One after another: the server places each image last, so the order is the order they were chosen in.
    for (const [i, file] of accepted.entries()) {
      const key = entries[i]!.key;
      const patch = (change: Partial<Queued>) =>
        setQueue((current) => current.map((q) => (q.key === key ? { ...q, ...change } : q)));
      try {
        await upload.mutateAsync({ file, onProgress: (progress) => patch({ progress }) });
        setQueue((current) => current.filter((q) => q.key !== key));
      } catch (error) {
        patch({ error: errorText(error) });
      }
    }
  };

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="product-images-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg" id="product-images-title">
            {t('images.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('images.count', { count: images.length, max: PRODUCT_IMAGES_MAX })}
          </Text>
        </Group>
        {canEdit && (
          <Dropzone
            onDrop={(files) => void onDrop(files)}
            onReject={(rejections) =>
              setQueue((current) => [
                ...current,
                ...rejections.map((r, i) => ({
                  key: `rej-${Date.now()}-${i}`,
                  name: r.file.name,
                  progress: 0,
                  error: t('images.rejected'),
                })),
              ])
            }
            accept={[...IMAGE_UPLOAD_MIME_TYPES]}
            maxSize={IMAGE_UPLOAD_MAX_BYTES}
            multiple
            disabled={free <= 0}
            aria-label={t('images.dropLabel')}
            // The file input inside is named too (react-dropzone 15 leaves it unnamed; axe counts it as a form field).
            inputProps={{ 'aria-label': t('images.dropLabel') }}
            data-testid="product-dropzone"
          >
            <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={40} stroke={1.5} />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={40} stroke={1.5} />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhotoUp size={40} stroke={1.5} />
              </Dropzone.Idle>
              <Stack gap={2}>
                <Text fw={600}>{free > 0 ? t('images.drop') : t('images.full', { max: PRODUCT_IMAGES_MAX })}</Text>
                <Text fz="sm" c="dimmed">
                  {t('images.dropHint', { max: PRODUCT_IMAGES_MAX })}
                </Text>
              </Stack>
            </Group>
          </Dropzone>
        )}
        <UploadQueue queue={queue} onDismiss={(key) => setQueue((c) => c.filter((x) => x.key !== key))} />
        {images.length === 0 && !uploading && (
          <Text fz="sm" c="dimmed">
            {t('images.none')}
          </Text>
        )}
        {images.length > 0 && (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ screenReaderInstructions: { draggable: t('images.dragInstructions') }, announcements }}
          >
            <SortableContext items={images.map((i) => i.id)} strategy={rectSortingStrategy}>
              <SimpleGrid
                cols={{ base: 2, xs: 3, md: 4 }}
                spacing="sm"
                component="ol"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('images.listLabel')}
              >
                {images.map((image, index) => (
                  <SortableThumb
                    key={image.id}
                    image={image}
                    index={index}
                    count={images.length}
                    teamId={teamId}
                    productId={product.id}
                    canEdit={canEdit}
                    onMove={move}
                  />
                ))}
              </SimpleGrid>
            </SortableContext>
          </DndContext>
        )}
      </Stack>
    </Card>
  );
}
