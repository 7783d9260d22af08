import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// The PostgreSQL extensions the migrations use (pg_trgm for search, migration 0005; unaccent to fold accents, 0011).
// PGlite bundles them but loads
// only those named when it opens, so every PGlite this app opens (the data directory, the tests' copies) names these.
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
