import { createContext, useContext } from 'react';
import type { InputOf, OutputOf, RouteEntry } from '@plaudit/contract';
import { useAuthStatus } from './auth-session';
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

/**
 * Who a query's answer is for, where the answer differs for a signed-in person (their own review, their helpful
 * votes): part of its key, so a visitor's answer is never shown as theirs. The first HTML carries a visitor's
 * answer; a person who is signed in gets it as the page was drawn, then their own once their session is back.
 */
export type AnswerViewer = 'visitor' | 'signedIn';

export function useAnswerViewer(): AnswerViewer {
  return useAuthStatus() === 'signedIn' ? 'signedIn' : 'visitor';
}

/**
 * `initialData` and `initialDataUpdatedAt` of a query whose answer depends on `viewer`: the first HTML's (a
 * visitor's) answer, fresh for a visitor, stale at once for a signed-in person so it is asked for again with their
 * session.
 */
export function useViewerFirstAnswer<R extends RouteEntry>(route: R, input: InputOf<R>, viewer: AnswerViewer) {
  return { initialData: useFirstAnswer(route, input), initialDataUpdatedAt: viewer === 'signedIn' ? 0 : undefined };
}
