import { contractDe, contractEn, type Language } from '@plaudit/contract';

// A message key's text in a language, for what the server writes itself (mail, the redirect's page titles).

export function messageText(language: Language, key: string): string {
  let node: unknown = language === 'de' ? contractDe : contractEn;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}
