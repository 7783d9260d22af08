import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeState, SignUpBody } from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { currentLanguage } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';
import type { RegisterFormValues } from './register-form';

/**
 * The BASIC_INFO step of both register pages: sign up, then sign in with the same credentials. When that sign-in
 * refuses the password the code step comes all the same, signed out, and signs in once the code is right: sign-up
 * answers an address that already has an account as it answers a new one (its owner gets a mail instead, and the
 * password is not theirs), so no page may tell the two apart. The credentials wait here for that; never rendered.
 * Any other failure of the sign-in says so (`loginFailed`).
 */
export function useRegister() {
  const { t } = useTranslation('auth');
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof RegisterFormValues, string>>>({});
  const [loginFailed, setLoginFailed] = useState(false);
  const [codeState, setCodeState] = useState<CodeState | null>(null);
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);

  /** Resolves to where the code step runs ('signedIn' or 'signedOut'), or null when the form stays and shows why. */
  const submit = async (
    values: RegisterFormValues,
    registerType: SignUpBody['registerType'],
  ): Promise<'signedIn' | 'signedOut' | null> => {
    setServerErrors({});
    setLoginFailed(false);
    const { confirmPassword: _c, terms: _t, ...body } = values;
    try {
      setCodeState((await signUp({ ...body, registerType, language: currentLanguage() })).verification);
    } catch (error) {
      const field = isApiError(error) ? error.first.meta?.field : undefined;
      if (typeof field === 'string' && field in values) setServerErrors({ [field]: errorText(error) });
      else notifyError(error);
      return null;
    }
    notifySuccess(t('register.created'));
    setCredentials({ email: values.email, password: values.password });
    try {
      await signIn({ email: values.email, password: values.password, language: currentLanguage() });
      return 'signedIn';
    } catch (error) {
      if (!isApiError(error) || error.type !== 'unauthorized') {
        setLoginFailed(true);
        return null;
      }
      return 'signedOut';
    }
  };

  return { submit, serverErrors, loginFailed, codeState, credentials, forgetCredentials: () => setCredentials(null) };
}
