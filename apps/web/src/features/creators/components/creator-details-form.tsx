import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconExternalLink, IconAlertCircle } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  CREATOR_PROFILE_CHECK_DEBOUNCE_MS,
  creatorProfileField,
  creatorSignUpBodySchema,
  type CreatorSignUpBody,
} from '@plaudit/contract';
import { messageText } from '@/lib/i18n';
import { notifyError, showFormError } from '@/lib/notify';
import { useCheckCreatorProfile } from '../api/check-creator-profile';
import { fieldError } from '@/lib/field-error';

/** Where someone whose brand profile is already claimed gets help (opens outside the app). */
export const CLAIMED_PROFILE_HELP_URL = 'mailto:support@plaudit.local?subject=Brand%20profile%20already%20claimed';

/** Spec §2: submit is disabled while checking, while claimed, or while the form is invalid or untouched. */
export function creatorSubmitDisabled(s: {
  checking: boolean;
  claimed: boolean;
  isValid: boolean;
  isDirty: boolean;
  isSubmitting: boolean;
}): boolean {
  return s.checking || s.claimed || !s.isValid || !s.isDirty || s.isSubmitting;
}

/**
 * CREATOR_DETAILS: brand name, website and the profile to claim. The profile is checked 1 s after typing stops;
 * an empty value clears the check. When resubmitting (`lockedProfile`) the profile is the applicant's own and
 * cannot change, so it is not checked.
 */
export function CreatorDetailsForm({
  defaults,
  lockedProfile,
  onSubmit,
  onRequestBrand,
}: {
  defaults?: Partial<CreatorSignUpBody>;
  lockedProfile?: string;
  onSubmit: (values: CreatorSignUpBody) => Promise<void>;
  onRequestBrand: () => void;
}) {
  const { t } = useTranslation('creators');
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = useForm<CreatorSignUpBody>({
    resolver: zodResolver(creatorSignUpBodySchema),
    mode: 'onChange',
    defaultValues: { brandName: '', website: '', creatorProfile: lockedProfile ?? '', ...defaults },
  });
  const profile = (useWatch({ control, name: 'creatorProfile' }) ?? '').trim();
  const [debounced] = useDebouncedValue(profile, CREATOR_PROFILE_CHECK_DEBOUNCE_MS);
  const checkable = !lockedProfile && creatorProfileField.safeParse(debounced).success ? debounced : null;
  const check = useCheckCreatorProfile(checkable);
  const settled = debounced === profile;
  const wantsCheck = !lockedProfile && profile !== '' && creatorProfileField.safeParse(profile).success;
  const checking = wantsCheck && (!settled || check.isFetching);
  const claimed = wantsCheck && settled && !check.isFetching && check.data?.claimed === true;
  const available = wantsCheck && settled && !check.isFetching && check.data?.claimed === false;

  useEffect(() => {
    if (check.isError) notifyError(check.error);
  }, [check.isError, check.error]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFormError(error, ['creatorProfile', 'brandName', 'website'] as const, (field, message) =>
        setError(field, { message }),
      );
    }
  });

  const profileDescription = checking ? (
    <Group gap={6} component="span">
      <Loader size={12} />
      {t('creator.checking')}
    </Group>
  ) : available ? (
    <Group gap={6} component="span" c="teal">
      <IconCircleCheck size={14} aria-hidden="true" />
      {messageText(check.data?.message)}
    </Group>
  ) : (
    t('creator.profileHint')
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('creator.brandName')}
          autoComplete="organization"
          error={fieldError(errors.brandName)}
          {...register('brandName')}
        />
        <TextInput
          label={t('creator.website')}
          type="url"
          placeholder="https://"
          autoComplete="url"
          error={fieldError(errors.website)}
          {...register('website')}
        />
        <TextInput
          label={t('creator.creatorProfile')}
          readOnly={!!lockedProfile}
          description={lockedProfile ? t('creator.profileLocked') : profileDescription}
          error={claimed ? messageText(check.data?.message) : fieldError(errors.creatorProfile)}
          aria-busy={checking}
          {...register('creatorProfile')}
        />
        {claimed && (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="status">
            <Text fz="sm">{t('creator.claimedHelp')}</Text>
            <Anchor href={CLAIMED_PROFILE_HELP_URL} target="_blank" rel="noreferrer" fz="sm">
              {t('creator.claimedHelpLink')}{' '}
              <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} aria-hidden="true" />
            </Anchor>
          </Alert>
        )}
        {!lockedProfile && (
          <Text fz="sm" c="dimmed">
            {t('creator.notHere')}{' '}
            <Anchor component="button" type="button" fz="sm" onClick={onRequestBrand}>
              {t('creator.clickHere')}
            </Anchor>
          </Text>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isSubmitting}
          disabled={creatorSubmitDisabled({ checking, claimed, isValid, isDirty, isSubmitting })}
        >
          {lockedProfile ? t('resubmit') : t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
