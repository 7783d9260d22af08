// The English texts of the signed-in areas (settings, sessions, teams, products, the admin screens), in a chunk of
// their own: a visitor of the public pages never downloads them (the first route's 250 KB). i18n.ts
// loads this module through its backend when a screen asks for one of these namespaces, the SIGNED_IN_NAMESPACES of
// i18n-namespaces.ts (the build writes them into the pattern).

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/{SIGNED_IN_NAMESPACES}.json', {
  eager: true,
});
const namespaces: Record<string, Record<string, unknown>> = {};
for (const [file, module] of Object.entries(files)) {
  const namespace = /\/(\w+)\.json$/.exec(file)?.[1];
  if (namespace) namespaces[namespace] = module.default;
}

export default namespaces;
