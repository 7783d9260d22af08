import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions } from 'fastify';
import { API_BASE, HEADERS, ROUTES, type SignInResponse } from '@plaudit/contract';
import { mailOutbox, notificationDefaults, punishments, users } from '../src/db/schema/index.js';

// Factories with overrides; each creates what it needs. Unique data per call, so tests never collide.

export const PASSWORD = 'correct-horse-1';
const unique = () => randomBytes(4).toString('hex');

export async function createUser(
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const id = unique();
  const { password = PASSWORD, ...values } = overrides;
  const [row] = await app.db
    .insert(users)
    .values({
      username: `user_${id}`,
      email: `user-${id}@example.test`,
      firstName: 'Test',
      lastName: 'Person',
      emailVerificationStatus: 'VERIFIED',
      notifications: notificationDefaults(),
      ...values,
      passwordHash: await app.hasher.hash(password),
    })
    .returning();
  if (!row) throw new Error('no user');
  return { ...row, password };
}

export async function createPunishment(
  app: FastifyInstance,
  userId: string,
  overrides: Partial<typeof punishments.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(punishments)
    .values({ userId, type: 'BAN', reason: 'Spam', comment: 'Repeated spam links', ...overrides })
    .returning();
  return row!;
}

export const api = (path: string) => `${API_BASE}${path}`;

export interface Signed {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  body: SignInResponse;
  cookie: string | undefined;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
): Promise<Signed> {
  const res = await app.inject({
    method: 'POST',
    url: api(ROUTES.auth.signIn.path),
    payload: { email, password },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json<SignInResponse>();
  const cookie = res.cookies.find((c) => c.name === 'plaudit_rt')?.value;
  return {
    accessToken: body.accessToken.token,
    refreshToken: body.refreshToken.token,
    sessionId: body.sessionId,
    body,
    cookie,
  };
}

export async function signedInUser(app: FastifyInstance, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  return { user, ...(await signIn(app, user.email, user.password)) };
}

export function authHeaders(s: { accessToken: string; sessionId: string }) {
  return { authorization: `Bearer ${s.accessToken}`, [HEADERS.sessionId]: s.sessionId };
}

export function authed(app: FastifyInstance, s: { accessToken: string; sessionId: string }, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...authHeaders(s), ...(options.headers ?? {}) } });
}

export async function latestMail(app: FastifyInstance, to: string) {
  // Some mail is written after the answer (app.mail.later): wait for it, as a person waits for their inbox.
  await app.mail.settled();
  const [row] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/** The verification code of the newest mail to `to` (read the way a person would: the 6-character line). */
export async function latestCode(app: FastifyInstance, to: string) {
  const mail = await latestMail(app, to);
  const code = mail?.text.split('\n').find((line) => /^[A-Z0-9]{6}$/.test(line.trim()));
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code.trim();
}

export async function latestResetToken(app: FastifyInstance, to: string) {
  const mail = await latestMail(app, to);
  const match = mail?.text.match(/reset-password\?token=([^\s]+)/);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

export function signUpBody(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    username: `new_${id}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `new-${id}@example.test`,
    password: 'secret-pass',
    registerType: 'USER',
    language: 'en',
    monthlyBulletin: false,
    ...overrides,
  };
}
