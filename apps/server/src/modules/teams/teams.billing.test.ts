import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { M, pathOf, ROUTES } from '@plaudit/contract';
import { creditTopUps } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed } from '../../../test/factories.js';
import { TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import { paidTopUp } from '../../../test/credit-factories.js';

// A team's billing details: members read them, OWNER and ADMIN change them (validated), and a receipt keeps the
// details it was issued with.

let t: TestContext;
let w: TeamWorld;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  w = await teamWorld(t.app, { brandName: 'Billing Brand' });
});
afterAll(async () => t.close());

const url = () => api(pathOf(ROUTES.teams.getBilling.path, { teamId: w.team.id }));
const good = {
  legalName: 'Billing Brand GmbH',
  address: 'Hauptstr. 1\n10115 Berlin',
  country: 'de',
  vatNumber: 'DE 123 456 789',
};

describe('billing details', () => {
  it('owners and admins change them, editors read them, outsiders get 404', async () => {
    const put = await authed(t.app, w.owner, { method: 'PUT', url: url(), payload: good });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      legalName: 'Billing Brand GmbH',
      address: 'Hauptstr. 1\n10115 Berlin',
      country: 'DE',
      vatNumber: 'DE123456789',
    });
    expect((await authed(t.app, w.admin, { method: 'PUT', url: url(), payload: good })).statusCode).toBe(200);
    expect((await authed(t.app, w.editor, { method: 'PUT', url: url(), payload: good })).statusCode).toBe(403);
    expect((await authed(t.app, w.editor, { method: 'GET', url: url() })).json()).toMatchObject({ country: 'DE' });
    expect((await authed(t.app, w.outsider, { method: 'GET', url: url() })).statusCode).toBe(404);
    const cleared = await authed(t.app, w.owner, {
      method: 'PUT',
      url: url(),
      payload: { ...good, vatNumber: '' },
    });
    expect(cleared.json()).toMatchObject({ vatNumber: null });
  });

  it.each([
    [{ ...good, country: 'Germany' }, 'country', M.credits.validation.country],
    [{ ...good, vatNumber: '123' }, 'vatNumber', M.credits.validation.vat_number],
    [{ ...good, legalName: 'x'.repeat(201) }, 'legalName', M.credits.validation.legal_name_max],
    [{ ...good, address: 'x'.repeat(501) }, 'address', M.credits.validation.address_max],
  ])('refuses %#', async (payload, field, message) => {
    const res = await authed(t.app, w.owner, { method: 'PUT', url: url(), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ type: 'validation', message, meta: { field } }] });
  });

  it('a receipt keeps the details it was issued with', async () => {
    await authed(t.app, w.owner, { method: 'PUT', url: url(), payload: good });
    const topUp = await paidTopUp(t.app, w.owner, w.team.id);
    await authed(t.app, w.owner, { method: 'PUT', url: url(), payload: { ...good, legalName: 'Renamed GmbH' } });
    const [row] = await t.app.db.select().from(creditTopUps).where(eq(creditTopUps.id, topUp.id));
    expect(row!.billing).toEqual({
      brandName: 'Billing Brand',
      legalName: 'Billing Brand GmbH',
      address: 'Hauptstr. 1\n10115 Berlin',
      country: 'DE',
      vatNumber: 'DE123456789',
    });
  });
});
