import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CodeState } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { useMe } from '@/lib/me-query';
import { notifySuccess } from '@/lib/notify';
import { useDevMailboxAvailable } from '../api/get-dev-mailbox';
import { useVerifyEmailStatus } from '../api/get-verify-email-status';
import { resendVerification } from '../api/resend-verification';
import { signIn } from '../api/sign-in';
import { useVerifyEmail } from '../api/verify-email';
import { VerifyEmailForm } from './verify-email-form';

export interface EmailVerificationStepProps {
  /** The address the code went to, for when no one is signed in; the signed-in person's own address wins. */
  email: string | null;
  /** The code's state as sign-up answered it, until the server's own answer arrives. */
  codeState: CodeState | null;
  /**
   * The sign-up's credentials when the sign-in right after it was refused: the step then runs signed out and signs in
   * with them once the code is right. Null when someone is signed in.
   */
  credentials: { email: string; password: string } | null;
  /** Where to go when that sign-in fails after all. */
  loginHref: string;
  /** The code was right and whoever registered is signed in. */
  onVerified: () => void;
  onBack: () => void | Promise<void>;
}

/**
 * The registration's EMAIL_VERIFICATION step, the same for a plain user and a partner: the code form for the address,
 * a new code on request, the development mailbox's link where there is one, and the sign-in a refused password put off.
 */
export function EmailVerificationStep({
  email,
  codeState,
  credentials,
  loginHref,
  onVerified,
  onBack,
}: EmailVerificationStepProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { status, user } = useMe();
  const statusQuery = useVerifyEmailStatus(status === 'signedIn');
  const verify = useVerifyEmail();
  const mailbox = useDevMailboxAvailable();
  const address = statusQuery.data?.email ?? user?.email ?? email ?? '';

  const signInAfterCode = async (): Promise<boolean> => {
    if (status === 'signedIn' || !credentials) return true;
    try {
      await signIn({ ...credentials, language: currentLanguage() });
      return true;
    } catch {
      navigate(loginHref, { replace: true });
      return false;
    }
  };

  return (
    <VerifyEmailForm
      email={address}
      codeState={statusQuery.data?.code ?? codeState}
      mailboxHref={mailbox.data ? paths.devMailbox.href() : null}
      onVerify={async (token) => {
        await verify.mutateAsync({ email: address, token });
        notifySuccess(t('verify.success'));
        if (await signInAfterCode()) onVerified();
      }}
      onResend={async () => {
        const next = await resendVerification(address);
        notifySuccess(t('verify.resent'));
        return next;
      }}
      onBack={onBack}
    />
  );
}
