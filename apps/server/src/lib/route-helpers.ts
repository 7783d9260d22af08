import { errorBodySchema } from '@plaudit/contract';

/** Declares the §8 error body for each listed status, so OpenAPI documents them and serialisation checks them. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}
