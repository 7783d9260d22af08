import { useState } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { M } from '@plaudit/contract';
import { AuthCard } from '@/components/auth-card';
import { FullPageLoader } from '@/components/full-page-loader';
import { paths, safeCallbackUrl } from '@/config/paths';
import { messageText } from '@/lib/i18n';
import { useMe } from '@/lib/me-query';
import { signOut } from '@/lib/sign-out';
import { EmailVerificationStep } from '../components/email-verification-step';
import { RegisterForm, type RegisterFormValues } from '../components/register-form';
import { useRegister } from '../components/use-register';

type Step = 'BASIC_INFO' | 'EMAIL_VERIFICATION';

/**
 * /auth/register for a plain USER: BASIC_INFO → automatic sign-in with the same credentials → EMAIL_VERIFICATION.
 * A signed-in, unverified person lands straight on the code screen. When the sign-in refuses the password the code
 * screen comes all the same, signed out, and signs in once the code is right: sign-up answers an address that
 * already has an account as it answers a new one (its owner gets a mail instead, and the password is not theirs),
 * so this page must not tell the two apart either. Any other failure says so.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where to go once verified: a same-site callbackUrl (e.g. back to a team invitation), else home.
  const target = safeCallbackUrl(params.get('callbackUrl'));
  const { status, user } = useMe();
  const [step, setStep] = useState<Step>('BASIC_INFO');
  const [email, setEmail] = useState<string | null>(null);
  const register = useRegister();
  const signedInUnverified = status === 'signedIn' && !!user && !user.isEmailVerified;
  const onCodeStep = step === 'EMAIL_VERIFICATION' || signedInUnverified;
  const signedOutCodeStep = step === 'EMAIL_VERIFICATION' && status === 'signedOut' && email !== null;

  const submit = async (values: RegisterFormValues) => {
    const outcome = await register.submit(values, 'USER');
    if (!outcome) return;
    setEmail(values.email);
    setStep('EMAIL_VERIFICATION');
  };

  if (status === 'restoring' || (status === 'signedIn' && !user)) return <FullPageLoader label={t('common.loading')} />;

  if (onCodeStep && (status === 'signedIn' || signedOutCodeStep)) {
    return (
      <AuthCard title={t('verify.title')} description={t('verify.description')} focusKey="EMAIL_VERIFICATION">
        <EmailVerificationStep
          email={email}
          codeState={register.codeState}
          credentials={register.credentials}
          loginHref={paths.login.href({ callbackUrl: target })}
          onVerified={() => navigate(target, { replace: true })}
          onBack={async () => {
            await signOut();
            register.forgetCredentials();
            setEmail(null);
            setStep('BASIC_INFO');
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')} description={t('register.description')} focusKey="BASIC_INFO">
      <Stack gap="md">
        {register.loginFailed && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {messageText(M.auth.error.register_after_login_failed)}{' '}
            <Anchor component={Link} to={paths.login.href()} inherit>
              {t('login.submit')}
            </Anchor>
          </Alert>
        )}
        <RegisterForm onSubmit={submit} serverErrors={register.serverErrors} />
        <Text fz="sm" ta="center" c="dimmed">
          {t('entry.register', { ns: 'creators' })}{' '}
          <Anchor component={Link} to={paths.partnerRegister.href()} fz="sm">
            {t('entry.registerLink', { ns: 'creators' })}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
