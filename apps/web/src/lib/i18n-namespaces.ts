// Which texts ship with the first route and which wait for a signed-in screen, named once. `import.meta.glob` takes
// literal patterns only, so the patterns in i18n.ts and i18n-en-signed-in.ts hold SIGNED_IN_GLOB, and the build
// (vite.config.ts, signedInNamespaces) writes this list in its place before Vite reads them.

/** Namespaces only signed-in screens use: their English comes in a chunk of its own (i18n-en-signed-in.ts). */
export const SIGNED_IN_NAMESPACES: readonly string[] = [
  'admin',
  'adminUsers',
  'audit',
  'punishments',
  'verifications',
  'teams',
  'products',
  'sessions',
  'profile',
  'reviewModeration',
  'creatorReviews',
  'trophyOrganiser',
  'stats',
  'apiKeys',
  'jobs',
  'credits',
  'webhooks',
  'shortLinks',
  'featuringAdmin',
  'campaigns',
];

/** Stands for the list inside a glob pattern, braces included: `'../locales/en/' + SIGNED_IN_GLOB + '.json'`. */
export const SIGNED_IN_GLOB = '{SIGNED_IN_NAMESPACES}';
