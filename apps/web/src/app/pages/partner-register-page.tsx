import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { M, REGISTRATION_STEPS } from '@plaudit/contract';
import { AuthCard } from '@/components/auth-card';
import { FullPageLoader } from '@/components/full-page-loader';
import { paths } from '@/config/paths';
import { messageText } from '@/lib/i18n';
import { useMe } from '@/lib/me-query';
import { notifySuccess } from '@/lib/notify';
import { EmailVerificationStep } from '@/features/auth/components/email-verification-step';
import { RegisterForm, type RegisterFormValues } from '@/features/auth/components/register-form';
import { useRegister } from '@/features/auth/components/use-register';
import { PartnerDetailsStep } from './partner-details-step';
import { SelectTypeStep } from '@/features/creators/components/select-type-step';
import { VerificationStatus } from '@/features/creators/components/verification-status';
import {
  INITIAL_STATE,
  applicationOf,
  back,
  chooseType,
  flowContext,
  landingState,
  resolveStep,
  stepTitleKey,
  successPath,
  type FlowState,
} from '@/features/creators/flow';

// /auth/register/partner: the creator / YouTuber registration flow. The rules live in the pure
// `onboarding/flow` module; this page composes the auth feature's forms (BASIC_INFO, EMAIL_VERIFICATION) with the
// onboarding feature's steps.

export default function PartnerRegisterPage() {
  const { t } = useTranslation('creators');
  const navigate = useNavigate();
  const { status, user, query } = useMe();
  const [state, setState] = useState<FlowState>(INITIAL_STATE);
  const [landed, setLanded] = useState(false);
  /** Editing a NEEDS_MORE_INFO application: the details step is prefilled and resubmits. */
  const [resubmitting, setResubmitting] = useState(false);
  const register = useRegister();
  // Set while the code step runs signed out, the sign-in after sign-up having refused the password (see useRegister).
  const [signedOutEmail, setSignedOutEmail] = useState<string | null>(null);
  const loading = status === 'restoring' || (status === 'signedIn' && !user && query.isPending);

  const ctx = flowContext(user);
  const signedOutCode = status === 'signedOut' && signedOutEmail !== null && state.step === 'EMAIL_VERIFICATION';
  const step = signedOutCode ? 'EMAIL_VERIFICATION' : resolveStep(state, ctx);
  const application = applicationOf(user, state.type);

  // Signed-in applicants land on their VERIFICATION step when they open the flow (once, after the profile loads).
  useEffect(() => {
    if (loading || landed) return;
    setLanded(true);
    const landing = landingState(user);
    if (landing) setState(landing);
  }, [loading, landed, user]);

  // The outcome may have changed since the profile was loaded: ask again on reaching VERIFICATION.
  const refetchMe = query.refetch;
  useEffect(() => {
    if (step === 'VERIFICATION' && status === 'signedIn') void refetchMe();
  }, [step, status, refetchMe]);

  if (loading || !landed) return <FullPageLoader label={t('loading', { ns: 'common' })} />;

  const goBack = () => {
    const target = back(step, state, ctx);
    setResubmitting(false);
    if ('navigate' in target) navigate(target.navigate);
    else setState(target.state);
  };
  const typeLabel = state.type ? t(`type.${state.type}.label`) : '';
  const title = t(stepTitleKey(step, application?.variant ?? null), { type: typeLabel });
  const stepNumber = Math.min(REGISTRATION_STEPS.indexOf(step), 3) + (step === 'VERIFICATION' ? 2 : 1);
  const selfHref = paths.partnerRegister.href();

  const submitBasicInfo = async (values: RegisterFormValues) => {
    if (!state.type) return;
    const outcome = await register.submit(values, state.type);
    if (!outcome) return;
    if (outcome === 'signedOut') setSignedOutEmail(values.email);
    setState({ step: 'EMAIL_VERIFICATION', type: state.type });
  };

  const submitted = () => {
    notifySuccess(resubmitting ? t('resubmitted') : t('submitted'));
    setResubmitting(false);
    setState({ step: 'VERIFICATION', type: state.type });
  };

  let body: React.ReactNode;
  switch (step) {
    case 'SELECT_TYPE':
      body = <SelectTypeStep initial={state.type} onNext={(type) => setState(chooseType(type, ctx))} />;
      break;
    case 'BASIC_INFO':
      body = (
        <Stack gap="md">
          {register.loginFailed && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {messageText(M.auth.error.register_after_login_failed)}{' '}
              <Anchor component={Link} to={paths.login.href({ callbackUrl: selfHref })} inherit>
                {t('login.submit', { ns: 'auth' })}
              </Anchor>
            </Alert>
          )}
          <RegisterForm
            onSubmit={submitBasicInfo}
            serverErrors={register.serverErrors}
            submitLabel={state.type === 'CREATOR' ? t('next') : undefined}
            onBack={goBack}
            loginHref={paths.login.href({ callbackUrl: selfHref })}
          />
        </Stack>
      );
      break;
    case 'EMAIL_VERIFICATION':
      body = (
        <EmailVerificationStep
          email={signedOutEmail}
          codeState={register.codeState}
          credentials={signedOutCode ? register.credentials : null}
          loginHref={paths.login.href({ callbackUrl: selfHref })}
          // Signed in, the flow goes on by itself: the profile now says the address is verified.
          onVerified={() => setSignedOutEmail(null)}
          onBack={
            signedOutCode
              ? () => {
                  register.forgetCredentials();
                  setSignedOutEmail(null);
                  setState({ step: 'BASIC_INFO', type: state.type });
                }
              : goBack
          }
        />
      );
      break;
    case 'CREATOR_DETAILS':
    case 'YOUTUBER_DETAILS':
      body = (
        <PartnerDetailsStep
          type={step === 'CREATOR_DETAILS' ? 'CREATOR' : 'YOUTUBER'}
          resubmitting={resubmitting}
          onSubmitted={submitted}
        />
      );
      break;
    case 'VERIFICATION':
      body = (
        <VerificationStatus
          application={query.isError && !application ? null : application}
          type={state.type}
          onEdit={() => {
            setResubmitting(true);
            setState({ step: state.type === 'CREATOR' ? 'CREATOR_DETAILS' : 'YOUTUBER_DETAILS', type: state.type });
          }}
          onContinue={() => navigate(successPath(state.type))}
          onHome={() => navigate(paths.home.href())}
          onRetry={() => void query.refetch()}
        />
      );
      break;
  }

  const ownBack =
    step === 'CREATOR_DETAILS' ||
    step === 'YOUTUBER_DETAILS' ||
    (step === 'VERIFICATION' && !ctx.hasMemberships && !ctx.hasYoutuber);
  return (
    <AuthCard title={title} description={t('stepOf', { step: stepNumber, total: 5 })} focusKey={step}>
      <Stack gap="md">
        {body}
        {ownBack && (
          <Button variant="subtle" onClick={goBack}>
            {t('back')}
          </Button>
        )}
        {step === 'SELECT_TYPE' && status !== 'signedIn' && (
          <Text fz="sm" ta="center" c="dimmed">
            {t('haveAccount')}{' '}
            <Anchor component={Link} to={paths.login.href({ callbackUrl: selfHref })} fz="sm">
              {t('register.loginInstead', { ns: 'auth' })}
            </Anchor>
          </Text>
        )}
      </Stack>
    </AuthCard>
  );
}
