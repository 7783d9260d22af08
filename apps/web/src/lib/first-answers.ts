import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from '@plaudit/contract';

// The answers a public page's first HTML carries (contract first-answers.ts), each given once: to the page's first
// call of that path. Anything later (a refetch, the page opened again) asks the server, so nothing goes stale.

let answers: FirstAnswers | null = null;

function read(): FirstAnswers {
  if (answers) return answers;
  answers = {};
  if (typeof document === 'undefined') return answers;
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element) return answers;
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) answers = parsed as FirstAnswers;
  } catch {
    // A page without usable answers just asks for them.
  }
  element.remove();
  return answers;
}

/** The first HTML's answer for a GET of `path`, once; undefined when it had none (or gave it already). */
export function takeFirstAnswer(path: string): { body: unknown } | undefined {
  const all = read();
  if (!Object.hasOwn(all, path)) return undefined;
  const body = all[path];
  delete all[path];
  return { body };
}

/** Forgets what was read (tests: every page starts from its own HTML). */
export function resetFirstAnswers(): void {
  answers = null;
}
