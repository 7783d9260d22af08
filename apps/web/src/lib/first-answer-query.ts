import { createContext, useContext } from 'react';
import type { InputOf, OutputOf, RouteEntry } from '@plaudit/contract';
import { callPath } from './call';
import { takeFirstAnswer } from './first-answers';

// A public page's first queries start from the answers its first HTML carries (contract first-answers.ts), so the
// page draws without a round trip, and the browser's first render is the one the server rendered into that HTML
// (entry-server.tsx): hydration needs both to hold the same data. In the browser each answer is given once (a later
// query of the path asks the server); the server's render reads the answers of the request it renders.

/** The first HTML's answer to a call path, if it carried one. */
export type FirstAnswerSource = (path: string) => { body: unknown } | undefined;

export const FirstAnswersContext = createContext<FirstAnswerSource>(takeFirstAnswer);

/** A query's `initialData`: the first HTML's answer to this call, or undefined (then the query asks the server). */
export function useFirstAnswer<R extends RouteEntry>(route: R, input: InputOf<R>): () => OutputOf<R> | undefined {
  const source = useContext(FirstAnswersContext);
  return () => source(callPath(route, input as Parameters<typeof callPath>[1]))?.body as OutputOf<R> | undefined;
}
