import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROUTES, type CreditEntriesQuery } from '@plaudit/contract';
import { call, pathOf, searchOf } from '@/lib/call';
import { apiBlob, apiText } from '@/lib/api-client';
import { creditKeys } from './credit-keys';

/** GET /creator/credits/{teamId}: balance, held, available, the price and the low-balance threshold. */
export function useCreditAccount(teamId: string) {
  return useQuery({
    queryKey: creditKeys.account(teamId),
    queryFn: ({ signal }) => call(ROUTES.credits.get, { params: { teamId } }, { signal }),
  });
}

/** GET /creator/credits/{teamId}/entries: a page of the ledger, newest first. */
export function useCreditEntries(teamId: string, query: CreditEntriesQuery, enabled = true) {
  return useQuery({
    queryKey: creditKeys.entries(teamId, query),
    queryFn: ({ signal }) => call(ROUTES.credits.entries, { params: { teamId }, query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /creator/credits/{teamId}/top-ups: a page of the team's top-ups, with their receipts. */
export function useTopUps(teamId: string, page: number, enabled = true) {
  return useQuery({
    queryKey: creditKeys.topUps(teamId, page),
    queryFn: ({ signal }) => call(ROUTES.credits.topUps, { params: { teamId }, query: { page, take: 10 } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET …/entries.csv with the ledger's filters, as text (the caller saves it as a file). */
export function getCreditEntriesCsv(teamId: string, query: Pick<CreditEntriesQuery, 'kind' | 'from' | 'to'>) {
  return apiText(`${pathOf(ROUTES.credits.entriesCsv.path, { teamId })}${searchOf(query)}`);
}

/** GET …/top-ups/{topUpId}/receipt.pdf as bytes. */
export function getReceiptPdf(teamId: string, topUpId: string) {
  return apiBlob(pathOf(ROUTES.credits.receipt.path, { teamId, topUpId }));
}
