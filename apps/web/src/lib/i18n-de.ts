import { contractDe } from '@plaudit/contract';

// The German texts, in a chunk of their own: only a visitor who reads German downloads them (the
// first route's 250 KB). i18n.ts loads this module through its backend before it switches to German.

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/de/*.json', { eager: true });
const namespaces: Record<string, Record<string, unknown>> = { contract: contractDe };
for (const [file, module] of Object.entries(files)) {
  const namespace = /\/(\w+)\.json$/.exec(file)?.[1];
  if (namespace) namespaces[namespace] = module.default;
}

export default namespaces;
