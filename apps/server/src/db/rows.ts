// `db.execute(sql…)` answers differently shaped results on PGlite and node-postgres; both carry `rows`.
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
