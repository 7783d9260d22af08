import { describe, expect, expectTypeOf, it } from 'vitest';
import { ROUTE_TABLE, ROUTES } from './route-table.js';
import { ROUTE_SCHEMAS, type InputOf, type OutputOf } from './route-schemas.js';
import type { TeamMemberItem } from './schemas/team.js';
import type { User } from './schemas/user.js';

describe('route schemas', () => {
  it('has schemas for every call of the table and no other', () => {
    expect(ROUTE_TABLE.length).toBeGreaterThan(60);
    expect(Object.keys(ROUTE_SCHEMAS).sort()).toEqual(ROUTE_TABLE.map((route) => route.id).sort());
  });

  it('names every call by area and call', () => {
    expect(ROUTES.auth.signIn.path).toBe(ROUTE_TABLE.find((route) => route.id === 'auth.signIn')?.path);
    expect(Object.values(ROUTES).flatMap((area) => Object.values(area))).toHaveLength(ROUTE_TABLE.length);
  });

  it('types input and answer from the schemas', () => {
    expectTypeOf<OutputOf<typeof ROUTES.auth.me>>().toEqualTypeOf<User>();
    expectTypeOf<OutputOf<typeof ROUTES.teams.updateMember>>().toEqualTypeOf<TeamMemberItem>();
    expectTypeOf<InputOf<typeof ROUTES.teams.updateMember>['params']>().toEqualTypeOf<{
      teamId: string;
      memberId: string;
    }>();
    expectTypeOf<InputOf<typeof ROUTES.profile.uploadImage>['body']>().toEqualTypeOf<FormData>();
    expectTypeOf<InputOf<typeof ROUTES.auth.me>>().toEqualTypeOf<Record<never, never>>();
  });
});
