import type { ZodType } from 'zod';

// What a call's schemas may be; its own file so the area schema files (schemas/<area>.ts) can use MULTIPART and
// FILE_BYTES without importing route-schemas.ts, which imports them.

/** A body that is multipart/form-data (an upload), not JSON; the server reads it as a stream. */
export const MULTIPART = 'multipart';
/** An answer that is a file's bytes, not JSON. */
export const FILE_BYTES = 'file-bytes';
/** An answer that is a CSV file (text/csv, UTF-8), not JSON. */
export const CSV_TEXT = 'csv-text';

export interface RouteSchemas {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType | typeof MULTIPART;
  response?: ZodType | typeof FILE_BYTES | typeof CSV_TEXT;
}
