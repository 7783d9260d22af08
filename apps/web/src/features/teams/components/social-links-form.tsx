import { SimpleGrid, TextInput } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
} from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { socialLinksUpdateSchema, type SocialLinks, type TeamSettings } from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { fieldError } from '@/lib/field-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateSocialLinks } from '../api/update-social-links';
import { SettingsFormCard } from './settings-form-card';

type Key = keyof SocialLinks;
const FIELDS: Array<{ key: Key; icon: typeof IconWorld }> = [
  { key: 'websiteUrl', icon: IconWorld },
  { key: 'facebookUrl', icon: IconBrandFacebook },
  { key: 'xUrl', icon: IconBrandX },
  { key: 'instagramUrl', icon: IconBrandInstagram },
  { key: 'tiktokUrl', icon: IconBrandTiktok },
  { key: 'youtubeUrl', icon: IconBrandYoutube },
  { key: 'discordUrl', icon: IconBrandDiscord },
];
type Values = Record<Key, string>;

const toValues = (social: SocialLinks): Values =>
  Object.fromEntries(FIELDS.map(({ key }) => [key, social[key] ?? ''])) as Values;

/** Spec §3 social links, each optional and checked with its own the message; saved with PUT /creator/social. */
export function SocialLinksForm({ settings }: { settings: TeamSettings }) {
  const { t } = useTranslation('teams');
  const canEdit = settings.permissions.editSettings;
  const save = useUpdateSocialLinks();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values, unknown, Partial<Record<Key, string | null>>>({
    resolver: zodResolver(socialLinksUpdateSchema) as never,
    mode: 'onTouched',
    defaultValues: toValues(settings.settings.social),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // Every field is sent: an emptied one clears its link.
      const body = Object.fromEntries(FIELDS.map(({ key }) => [key, values[key] ?? null]));
      const saved = await save.mutateAsync(body);
      reset(toValues(saved.settings.social));
      notifySuccess(t('settings.socialSaved'));
    } catch (error) {
      const field = isApiError(error) ? error.first.meta?.field : undefined;
      if (
        isApiError(error) &&
        error.type === 'validation' &&
        typeof field === 'string' &&
        FIELDS.some((f) => f.key === field)
      ) {
        for (const item of error.errors) {
          const f = item.meta?.field;
          if (typeof f === 'string') setError(f as Key, { message: item.message });
        }
        return;
      }
      notifyError(error);
    }
  });

  return (
    <SettingsFormCard
      id="social-title"
      title={t('settings.socialTitle')}
      text={t('settings.socialText')}
      onSubmit={onSubmit}
      canEdit={canEdit}
      saveLabel={t('settings.saveSocial')}
      isDirty={isDirty}
      isSubmitting={isSubmitting}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {FIELDS.map(({ key, icon: Icon }) => (
          <TextInput
            key={key}
            label={t(`settings.social.${key}`)}
            type="url"
            placeholder="https://"
            leftSection={<Icon size={16} aria-hidden="true" />}
            readOnly={!canEdit}
            error={fieldError(errors[key])}
            {...register(key)}
          />
        ))}
      </SimpleGrid>
    </SettingsFormCard>
  );
}
