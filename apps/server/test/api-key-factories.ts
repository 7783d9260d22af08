import type { FastifyInstance, InjectOptions } from 'fastify';
import { API_KEY_SCOPES, ROUTES, pathOf, type ApiKeyCreated, type ApiKeyScope } from '@plaudit/contract';
import { api, authed, type Signed } from './factories.js';
import { approveTeam, teamWorld, type TeamWorld } from './team-factories.js';

// API keys for tests: made through the API as a person would, and a public API call with one.

export async function createKey(
  app: FastifyInstance,
  by: Signed,
  teamId: string,
  body: { name?: string; scopes?: ApiKeyScope[]; expiresInDays?: number; neverExpires?: boolean } = {},
): Promise<ApiKeyCreated> {
  const res = await authed(app, by, {
    method: 'POST',
    url: api(pathOf(ROUTES.apiKeys.create.path, { teamId })),
    payload: { name: 'Shop sync', scopes: [...API_KEY_SCOPES], ...body },
  });
  if (res.statusCode !== 201) throw new Error(`key creation failed: ${res.statusCode} ${res.body}`);
  return res.json<ApiKeyCreated>();
}

/** An approved team (owner, admin, editor, outsider) and a key with every scope made by its OWNER. */
export async function keyWorld(app: FastifyInstance): Promise<TeamWorld & { key: ApiKeyCreated }> {
  const world = await teamWorld(app);
  await approveTeam(app, world.team.id);
  return { ...world, key: await createKey(app, world.owner, world.team.id) };
}

/** A public API call with `key` (a path below /api/v1). */
export function v1(app: FastifyInstance, key: string, options: InjectOptions & { url: string }) {
  return app.inject({
    ...options,
    url: api(`/v1${options.url}`),
    headers: { ...options.headers, authorization: `Bearer ${key}` },
  });
}
