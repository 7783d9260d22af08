import type { RouteSpec } from '../route-table.js';

// The onboarding calls: becoming a creator or a YouTuber, and asking for a missing brand, spread into the route table
// (route-table.ts). Zod-free like the table itself; each call's schemas are in route-schemas.ts (from
// schemas/creators.ts) under the same id, its prose in creators.docs.ts.

export const CREATORS_ROUTES = [
  {
    id: 'creators.checkProfile',
    method: 'GET',
    path: '/auth/creator/check-profile/:profile',
    tag: 'onboarding',
    auth: 'public',
    errors: [400],
  },
  {
    id: 'creators.creatorSignUp',
    method: 'POST',
    path: '/auth/creator/signUp',
    tag: 'onboarding',
    auth: 'bearer',
    errors: [400, 401, 403, 409],
  },
  {
    id: 'creators.youtuberSignUp',
    method: 'POST',
    path: '/auth/youtuber/signUp',
    tag: 'onboarding',
    auth: 'bearer',
    errors: [400, 401, 403, 409],
  },
  {
    id: 'creators.requestBrand',
    method: 'POST',
    path: '/auth/creator/brand-requests',
    tag: 'onboarding',
    auth: 'bearer',
    errors: [400, 401, 429],
  },
] as const satisfies readonly RouteSpec[];
