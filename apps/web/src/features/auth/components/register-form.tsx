import { Anchor, Button, Checkbox, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { registerFormSchema, type RegisterForm as RegisterValues } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { fieldError } from '@/lib/field-error';

export type RegisterFormValues = RegisterValues;

/**
 * Spec §2: Register is disabled while submitting, while the form is untouched, and while the form is invalid once
 * the terms box has been touched.
 */
export function registerDisabled(s: {
  isSubmitting: boolean;
  isDirty: boolean;
  isValid: boolean;
  termsTouched: boolean;
}): boolean {
  return s.isSubmitting || !s.isDirty || (s.termsTouched && !s.isValid);
}

/**
 * BASIC_INFO (§5 "Register"). `onSubmit` may set field errors by throwing none. The partner flow passes
 * its own submit label ('Next' for creators), a back step and a login link that returns to the flow.
 */
export function RegisterForm({
  onSubmit,
  serverErrors,
  submitLabel,
  onBack,
  loginHref = paths.login.href(),
}: {
  onSubmit: (values: RegisterValues) => Promise<void>;
  serverErrors?: Partial<Record<keyof RegisterValues, string>>;
  submitLabel?: string;
  onBack?: () => void;
  loginHref?: string;
}) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty, isValid, touchedFields },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: {
      username: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      registerType: 'USER',
      terms: false,
      monthlyBulletin: false,
    },
  });
  const disabled = registerDisabled({ isSubmitting, isDirty, isValid, termsTouched: !!touchedFields.terms });
  const err = (name: keyof RegisterValues) => serverErrors?.[name] ?? fieldError(errors[name]);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fields.username')}
          autoComplete="username"
          error={err('username')}
          {...register('username')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            error={err('firstName')}
            {...register('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            error={err('lastName')}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={err('email')}
          {...register('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="new-password"
          error={err('password')}
          {...register('password')}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={err('confirmPassword')}
          {...register('confirmPassword')}
        />
        <Checkbox
          {...register('terms')}
          // Enter on a checkbox submits the form in browsers (implicit submission); here it must not.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          error={err('terms')}
          aria-label={t('register.terms')}
          label={
            <Trans
              t={t}
              i18nKey="register.termsWithLinks"
              components={{
                terms: <Anchor component={Link} to={paths.terms.href()} target="_blank" inherit />,
                privacy: <Anchor component={Link} to={paths.privacy.href()} target="_blank" inherit />,
              }}
            />
          }
        />
        <Checkbox {...register('monthlyBulletin')} label={t('register.bulletin')} />
        <Button type="submit" size="md" fullWidth disabled={disabled} loading={isSubmitting}>
          {submitLabel ?? t('register.submit')}
        </Button>
        {onBack && (
          <Button variant="subtle" onClick={onBack}>
            {t('verify.back')}
          </Button>
        )}
        <Group justify="center" gap={6}>
          <Text fz="sm" c="dimmed">
            {t('register.haveAccount')}
          </Text>
          <Anchor component={Link} to={loginHref} fz="sm">
            {t('register.loginInstead')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
