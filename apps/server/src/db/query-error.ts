// What a failed query may say in a log. Drizzle's error carries the SQL text and every parameter (password hashes,
// token hashes, addresses), and its message and stack repeat both; PostgreSQL's own message and detail may quote a
// value ('Key (email)=(…) already exists'). So a failed query is named by its statement (verb and first table) and
// PostgreSQL's error code, constraint, table and column: enough to find it, nothing a person typed.

export interface QueryErrorSummary {
  type: 'QueryError';
  /** `query failed: insert users`. */
  message: string;
  /** `insert users`, `select sessions`: the verb and the first table of the SQL. */
  statement: string;
  /** PostgreSQL's SQLSTATE (23505 unique violation, 23514 check violation, …). */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The call sites, without the message line (which held the SQL and its parameters). */
  stack: string;
}

interface DrizzleQueryErrorLike {
  query: string;
  params: unknown[];
  cause?: unknown;
  stack?: string;
}

/** Drizzle's DrizzleQueryError, recognised by shape (it is not exported as a class we could rely on across drivers). */
export function isQueryError(error: unknown): error is DrizzleQueryErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as DrizzleQueryErrorLike).query === 'string' &&
    Array.isArray((error as DrizzleQueryErrorLike).params)
  );
}

/** PostgreSQL's (or PGlite's) own error: a five-character SQLSTATE and a severity. */
export function isDatabaseError(
  error: unknown,
): error is { code: string; severity: string; constraint?: string; table?: string; column?: string; stack?: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

export function statementName(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The frames of a stack, without the first line(s) of its message. */
export function framesOnly(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function databaseFields(error: unknown): Pick<QueryErrorSummary, 'code' | 'constraint' | 'table' | 'column'> {
  if (!isDatabaseError(error)) return {};
  const { code, constraint, table, column } = error;
  return { code, ...(constraint ? { constraint } : {}), ...(table ? { table } : {}), ...(column ? { column } : {}) };
}

function summary(statement: string, cause: unknown, stack: string | undefined): QueryErrorSummary {
  return {
    type: 'QueryError',
    message: `query failed: ${statement}`,
    statement,
    ...databaseFields(cause),
    stack: framesOnly(stack),
  };
}

export function summariseQueryError(error: DrizzleQueryErrorLike): QueryErrorSummary {
  return summary(statementName(error.query), error.cause, error.stack);
}

/** A database error that reached us without Drizzle's wrapper (a raw pool or PGlite call). */
export function summariseDatabaseError(error: unknown): QueryErrorSummary {
  return summary('unknown', error, (error as { stack?: string }).stack);
}

/** A unique-index violation (a race past a pre-check), of `index` when named (Drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const e = (error as { cause?: unknown })?.cause ?? error;
  if ((e as { code?: string })?.code !== '23505') return false;
  if (!index) return true;
  const detail = String((e as { constraint?: string })?.constraint ?? (e as { message?: string })?.message ?? '');
  return detail.includes(index);
}
