import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInResponseSchema, userSchema, ROUTES } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { addMember } from '../../../test/trust-factories.js';
import { api, authed, createPunishment, createUser, signIn } from '../../../test/factories.js';

// Sign-in and GET /auth/me skip Fastify's response serialisation for speed (toUser builds the contract's User and
// the answer is written out as is). This checks the shape instead: each answer, parsed by the contract's schema,
// must come back unchanged — a missing or mistyped field throws, an extra field is stripped and fails the equality.
// The person carries every area's contribution (a team membership, a mute, a warning), so each part is checked.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function fullPerson() {
  const user = await createUser(t.app);
  await addMember(t.app, user.id, 'OWNER');
  await createPunishment(t.app, user.id, { type: 'MUTE', until: new Date(Date.now() + 3_600_000) });
  await createPunishment(t.app, user.id, { type: 'WARNING' });
  return user;
}

describe('the signed-in person answers match the contract exactly', () => {
  it('POST /auth/signIn answers exactly signInResponseSchema', async () => {
    const user = await fullPerson();
    const res = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(signInResponseSchema.parse(body)).toEqual(body);
    expect(body.user.creatorTeamMembers).toHaveLength(1);
    expect(body.user.mute).not.toBeNull();
    expect(body.user.warnings).toHaveLength(1);
  });

  it('GET /auth/me answers exactly userSchema, from the database and from memory', async () => {
    const user = await fullPerson();
    const signed = await signIn(t.app, user.email, user.password);
    for (const _round of [1, 2]) {
      const res = await authed(t.app, signed, { method: 'GET', url: api(ROUTES.auth.me.path) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(userSchema.parse(body)).toEqual(body);
      expect(body.creatorTeamMembers).toHaveLength(1);
      expect(body.mute).not.toBeNull();
      expect(body.warnings).toHaveLength(1);
    }
  });
});
