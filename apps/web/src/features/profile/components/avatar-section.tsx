import { Avatar, Button, Group, Stack } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@plaudit/contract';
import { useImageUploadModal } from '@/components/image-upload/image-upload-modal';
import { useModalStack } from '@/components/modal-stack';
import { initials } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAvatar, useUploadAvatar } from '../api/avatar';
import { SettingsCard } from './settings-card';

/** Spec §2 settings: the profile picture with upload and delete (delete disabled when there is no image). */
export function AvatarSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const openUpload = useImageUploadModal();
  const stack = useModalStack();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const image = user.image ?? user.settings.imageUrl;

  const onUpload = () =>
    openUpload({
      type: 'userAvatar',
      cropType: 'square',
      onCropped: async (blob, onProgress) => {
        await upload.mutateAsync({ image: blob, onProgress });
        notifySuccess(t('avatar.uploaded'));
      },
    });

  const onDelete = async () => {
    const yes = await stack.confirm({
      title: t('avatar.confirmDeleteTitle'),
      message: t('avatar.confirmDeleteText'),
      confirmLabel: t('avatar.delete'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync();
      notifySuccess(t('avatar.deleted'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <SettingsCard title={t('avatar.title')} description={t('avatar.hint')}>
      <Group gap="lg" wrap="wrap">
        <Avatar
          src={image}
          alt={`${user.firstName} ${user.lastName}`}
          size={96}
          radius={96}
          color="brand"
          data-testid="settings-avatar"
        >
          {initials(user.firstName, user.lastName)}
        </Avatar>
        <Stack gap="xs">
          <Button leftSection={<IconUpload size={18} />} onClick={onUpload}>
            {t('avatar.upload')}
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={() => void onDelete()}
            disabled={!image}
            loading={remove.isPending}
          >
            {t('avatar.delete')}
          </Button>
        </Stack>
      </Group>
    </SettingsCard>
  );
}
