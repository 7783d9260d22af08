import { useMutation } from '@tanstack/react-query';
import { ROUTES, type OutputOf, type SignUpBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { track } from '@/lib/events/event-queue';

/** The new account's id and role, and the state of the mailed code (the route table's answer of sign-up). */
export type SignUpResult = OutputOf<typeof ROUTES.auth.signUp>;

/** POST /auth/signUp for a plain USER; the code is mailed and its state answered. */
export async function signUp(body: SignUpBody): Promise<SignUpResult> {
  const result = await call(ROUTES.auth.signUp, { body }, { auth: false, throttleToast: false });
  track('SIGN_UP', null, { registerType: body.registerType });
  return result;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
