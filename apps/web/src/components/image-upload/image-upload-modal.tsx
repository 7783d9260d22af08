import { useCallback, useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Alert, Box, Button, Group, Progress, Slider, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MIME_TYPES,
  type CropType,
  type ImageUploadType,
} from '@plaudit/contract';
import { errorText } from '@/lib/error-text';
import { useModalStack } from '@/components/modal-stack';
import { cropImage, cropTarget } from './crop-image';
import '@mantine/dropzone/styles.css';

// Spec §2 image upload modal, shared by the profile picture and the creator team's icon and banner: pick a file
// (Mantine Dropzone), crop it (react-easy-crop, zoom slider, arrow keys move the picture), and hand the cropped
// image at the size to `onCropped`, which uploads it and reports progress.

export interface ImageUploadOptions {
  /** What is uploaded: it names the modal for tests and analytics. */
  type: ImageUploadType;
  cropType: CropType;
  /** Receives the cropped image (256x256 or 1920x1080); resolve when stored, throw to stay open with the error. */
  onCropped: (image: Blob, onProgress: (fraction: number) => void) => Promise<void>;
  title?: string;
}

/** Whether the browser can decode the picture at `url` (a rejected decode() is the answer "no", not a failure). */
async function decodes(url: string): Promise<boolean> {
  const image = new Image();
  image.src = url;
  return image.decode().then(
    () => true,
    () => false,
  );
}

const ZOOM = { min: 1, max: 4, step: 0.05 } as const;

export function ImageUploadBody({ cropType, onCropped, onDone }: ImageUploadOptions & { onDone: () => void }) {
  const { t } = useTranslation('profile');
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const target = cropTarget(cropType);

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const onComplete = useCallback((_area: Area, pixels: Area) => setArea(pixels), []);

  const pick = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setError(null);
    const url = URL.createObjectURL(file);
    // A damaged file with a picture's type passes the dropzone but never shows in the cropper; say so instead of
    // an empty crop area whose Save does nothing.
    if (!(await decodes(url))) {
      URL.revokeObjectURL(url);
      setError(t('imageUpload.corrupt'));
      return;
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setSource(url);
  };

  const save = async () => {
    if (!source || !area) return;
    setError(null);
    setProgress(0);
    try {
      const image = await cropImage(source, area, cropType);
      await onCropped(image, setProgress);
      onDone();
    } catch (failure) {
      setError(failure instanceof Error && !('status' in failure) ? t('imageUpload.failed') : errorText(failure));
      setProgress(null);
    }
  };

  if (!source) {
    return (
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Dropzone
          onDrop={(files) => void pick(files)}
          onReject={() => setError(t('imageUpload.rejected'))}
          maxSize={IMAGE_UPLOAD_MAX_BYTES}
          accept={[...IMAGE_UPLOAD_MIME_TYPES]}
          multiple={false}
          aria-label={t('imageUpload.drop')}
          // The file input inside is named too (react-dropzone 15 leaves it unnamed; axe counts it as a form field).
          inputProps={{ 'aria-label': t('imageUpload.drop') }}
          radius="md"
        >
          <Stack align="center" justify="center" gap="xs" mih={180} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={44} stroke={1.5} aria-hidden="true" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={44} stroke={1.5} aria-hidden="true" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={44} stroke={1.5} aria-hidden="true" />
            </Dropzone.Idle>
            <Text ta="center" fw={600}>
              {t('imageUpload.drop')}
            </Text>
            <Text ta="center" fz="sm" c="dimmed">
              {t('imageUpload.dropHint')}
            </Text>
          </Stack>
        </Dropzone>
      </Stack>
    );
  }

  const busy = progress !== null;
  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Box
        pos="relative"
        h={cropType === 'banner' ? 260 : 300}
        style={{ borderRadius: 12, overflow: 'hidden', background: 'var(--mantine-color-dark-7)' }}
      >
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          minZoom={ZOOM.min}
          maxZoom={ZOOM.max}
          aspect={target.width / target.height}
          cropShape={cropType === 'square' ? 'round' : 'rect'}
          showGrid={cropType === 'banner'}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onComplete}
          cropperProps={{ 'aria-label': t('imageUpload.cropArea'), role: 'group' } as never}
        />
      </Box>
      <div>
        <Text component="label" id="image-upload-zoom" fz="sm" fw={500}>
          {t('imageUpload.zoom')}
        </Text>
        <Slider
          value={zoom}
          onChange={setZoom}
          min={ZOOM.min}
          max={ZOOM.max}
          step={ZOOM.step}
          label={(value) => `${value.toFixed(1)}x`}
          thumbProps={{ 'aria-labelledby': 'image-upload-zoom' }}
          disabled={busy}
        />
      </div>
      {busy && (
        <Stack gap={4}>
          <Progress
            value={Math.round((progress ?? 0) * 100)}
            animated
            aria-label={t('imageUpload.uploading', { percent: Math.round((progress ?? 0) * 100) })}
          />
          <Text fz="sm" c="dimmed" role="status">
            {t('imageUpload.uploading', { percent: Math.round((progress ?? 0) * 100) })}
          </Text>
        </Stack>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={() => setSource(null)} disabled={busy}>
          {t('imageUpload.chooseOther')}
        </Button>
        <Button leftSection={<IconPhotoUp size={18} />} onClick={() => void save()} loading={busy} disabled={!area}>
          {t('imageUpload.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Opens the image upload modal on the modal stack. */
export function useImageUploadModal() {
  const stack = useModalStack();
  const { t } = useTranslation('profile');
  return (options: ImageUploadOptions) =>
    stack.open({
      key: 'imageUpload',
      title: options.title ?? t('imageUpload.title'),
      size: options.cropType === 'banner' ? 'xl' : 'md',
      render: (api) => <ImageUploadBody {...options} onDone={api.back} />,
    });
}
