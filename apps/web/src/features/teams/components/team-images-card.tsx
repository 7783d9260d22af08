import { AspectRatio, Avatar, Box, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { M, ORG_INITIALS_MAX, type TeamImageType, type TeamSettings } from '@plaudit/contract';
import { useImageUploadModal } from '@/components/image-upload/image-upload-modal';
import { useModalStack } from '@/components/modal-stack';
import { withFallback } from '@/lib/error-text';
import { orgInitials } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteTeamImage, useUploadTeamImage } from '../api/team-images';

/** The team's banner (16:9) and icon (square), each with upload through the shared image upload modal and delete. */
export function TeamImagesCard({ settings }: { settings: TeamSettings }) {
  const { t } = useTranslation('teams');
  const canEdit = settings.permissions.editSettings;
  const openUpload = useImageUploadModal();
  const stack = useModalStack();
  const upload = useUploadTeamImage(settings.id);
  const remove = useDeleteTeamImage(settings.id);
  const { iconUrl, bannerUrl } = settings.settings;

  const onUpload = (type: TeamImageType) =>
    openUpload({
      type: type === 'iconUrl' ? 'creatorAvatar' : 'creatorBanner',
      cropType: type === 'iconUrl' ? 'square' : 'banner',
      title: type === 'iconUrl' ? t('settings.uploadIcon') : t('settings.uploadBanner'),
      onCropped: async (file, onProgress) => {
        // Spec §8: a failure with no reason of its own reads 'failed to upload image' in the modal.
        await upload.mutateAsync({ type, file, onProgress }).catch((error: unknown) => {
          throw withFallback(error, M.creator.error.upload_failed);
        });
        notifySuccess(type === 'iconUrl' ? t('settings.iconSaved') : t('settings.bannerSaved'));
      },
    });

  const onDelete = async (type: TeamImageType) => {
    const yes = await stack.confirm({
      title: t('settings.confirmDeleteTitle'),
      message: type === 'iconUrl' ? t('settings.confirmDeleteIcon') : t('settings.confirmDeleteBanner'),
      confirmLabel: t('settings.delete'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(type);
      notifySuccess(type === 'iconUrl' ? t('settings.iconDeleted') : t('settings.bannerDeleted'));
    } catch (error) {
      notifyError(withFallback(error, M.creator.error.delete_failed));
    }
  };

  const buttons = (type: TeamImageType, present: boolean) =>
    canEdit && (
      <Group gap="xs">
        <Button size="sm" leftSection={<IconUpload size={16} />} onClick={() => onUpload(type)}>
          {type === 'iconUrl' ? t('settings.uploadIcon') : t('settings.uploadBanner')}
        </Button>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconTrash size={16} />}
          disabled={!present}
          loading={remove.isPending && remove.variables === type}
          onClick={() => void onDelete(type)}
        >
          {type === 'iconUrl' ? t('settings.deleteIcon') : t('settings.deleteBanner')}
        </Button>
      </Group>
    );

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="images-title">
      <Stack gap="lg">
        <Title order={2} fz="lg" id="images-title">
          {t('settings.imagesTitle')}
        </Title>
        <Stack gap="xs">
          <Text fw={600} fz="sm">
            {t('settings.banner')}{' '}
            <Text span c="dimmed" fz="xs">
              · {t('settings.bannerHint')}
            </Text>
          </Text>
          <AspectRatio ratio={16 / 9} maw={640}>
            {bannerUrl ? (
              <Image src={bannerUrl} alt={t('settings.banner')} radius="md" data-testid="team-banner" />
            ) : (
              <Box
                bg="var(--mantine-color-default-hover)"
                style={{ borderRadius: 'var(--mantine-radius-md)', display: 'grid', placeItems: 'center' }}
              >
                <Stack align="center" gap={4}>
                  <IconPhoto size={32} aria-hidden="true" color="var(--mantine-color-dimmed)" />
                  <Text c="dimmed" fz="sm">
                    {t('settings.noBanner')}
                  </Text>
                </Stack>
              </Box>
            )}
          </AspectRatio>
          {buttons('bannerUrl', Boolean(bannerUrl))}
        </Stack>
        <Group gap="lg" align="center" wrap="wrap">
          <Avatar
            src={iconUrl}
            alt={t('settings.icon')}
            size={96}
            radius="lg"
            color="brand"
            variant="light"
            data-testid="team-icon"
          >
            {orgInitials(settings.brandName, ORG_INITIALS_MAX)}
          </Avatar>
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              {t('settings.icon')}{' '}
              <Text span c="dimmed" fz="xs">
                · {t('settings.iconHint')}
              </Text>
            </Text>
            {buttons('iconUrl', Boolean(iconUrl))}
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
