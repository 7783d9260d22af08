// A brand developer's first steps with the Plaudit API, written only against the types that openapi-typescript
// generates from the document (`npx openapi-typescript http://localhost:3000/api/openapi.json -o plaudit-api.ts`):
// sign in, read who is signed in, list the signed-in devices. test/openapi-client.test.ts generates
// plaudit-api.ts next to a copy of this file, type-checks both, then runs this client against the server.
// (So this file is outside the server's tsconfig: plaudit-api.ts only exists once generated.)
import type { components, paths } from './plaudit-api.js';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type SignInBody = Json<paths['/api/auth/signIn']['post']['requestBody']>;
export type SignInAnswer = Json<paths['/api/auth/signIn']['post']['responses'][200]>;
export type Me = Json<paths['/api/auth/me']['get']['responses'][200]>;
export type SessionList = Json<paths['/api/auth/sessions']['get']['responses'][200]>;
export type ErrorBody = components['schemas']['ErrorBody'];

/** A non-2xx answer: its body is always ErrorBody (`{status, errors: [{type, message, meta}]}`). */
export class PlauditError extends Error {
  constructor(readonly body: ErrorBody) {
    super(`${body.status} ${body.errors.map((error) => `${error.type}: ${error.message}`).join('; ')}`);
  }
}

export class PlauditClient {
  private credentials: { accessToken: string; sessionId: string } | undefined;

  constructor(private readonly baseUrl: string) {}

  private async call<T>(method: 'GET' | 'POST', path: keyof paths, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    // Every call that needs a sign-in takes the access token AND the session it belongs to.
    if (this.credentials) {
      headers.authorization = `Bearer ${this.credentials.accessToken}`;
      headers['x-session-id'] = this.credentials.sessionId;
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    if (!response.ok) throw new PlauditError(answer as ErrorBody);
    return answer as T;
  }

  async signIn(body: SignInBody): Promise<SignInAnswer> {
    const answer = await this.call<SignInAnswer>('POST', '/api/auth/signIn', body);
    this.credentials = { accessToken: answer.accessToken.token, sessionId: answer.sessionId };
    return answer;
  }

  me(): Promise<Me> {
    return this.call<Me>('GET', '/api/auth/me');
  }

  sessions(): Promise<SessionList> {
    return this.call<SessionList>('GET', '/api/auth/sessions');
  }
}

/** The three steps, as a brand developer would write them; answers what they learnt. */
export async function firstSteps(baseUrl: string, email: string, password: string) {
  const client = new PlauditClient(baseUrl);
  const signedIn = await client.signIn({ email, password, language: 'en' });
  const me = await client.me();
  const { sessions } = await client.sessions();
  const current = sessions.find((session) => session.isCurrent);
  return {
    userId: signedIn.user.id,
    email: me.email,
    role: me.role,
    language: me.settings.language,
    // Nullable in the document, so the types make the client handle null.
    image: me.image ?? 'none',
    sessionCount: sessions.length,
    currentSessionId: current?.id ?? null,
  };
}
