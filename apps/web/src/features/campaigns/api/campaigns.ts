import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  ROUTES,
  type CampaignBidBody,
  type CampaignCreateBody,
  type CampaignListQuery,
  type CampaignUpdateBody,
  type FeaturingRangeQuery,
} from '@plaudit/contract';
import { call, pathOf, searchOf } from '@/lib/call';
import { apiText } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { teamKeys } from '@/lib/team-keys';

// A team's campaigns under the team's own key, so a switch to another organisation drops them too.

export const campaignKeys = {
  all: (teamId: string) => [...teamKeys.team(teamId), 'campaigns'] as const,
  list: (teamId: string, query: CampaignListQuery) => [...teamKeys.team(teamId), 'campaigns', 'list', query] as const,
  one: (teamId: string, id: string) => [...teamKeys.team(teamId), 'campaigns', 'one', id] as const,
  options: (teamId: string) => [...teamKeys.team(teamId), 'campaigns', 'options'] as const,
  results: (teamId: string, id: string, query: FeaturingRangeQuery) =>
    [...teamKeys.team(teamId), 'campaigns', 'results', id, query] as const,
};

const refresh = (teamId: string) => () => void queryClient.invalidateQueries({ queryKey: campaignKeys.all(teamId) });

export function useCampaigns(teamId: string, query: CampaignListQuery) {
  return useQuery({
    queryKey: campaignKeys.list(teamId, query),
    queryFn: ({ signal }) => call(ROUTES.featuring.campaignList, { params: { teamId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCampaign(teamId: string, campaignId: string) {
  return useQuery({
    queryKey: campaignKeys.one(teamId, campaignId),
    queryFn: ({ signal }) => call(ROUTES.featuring.campaignGet, { params: { teamId, campaignId } }, { signal }),
  });
}

/** What a campaign can bid on: each open featuring's reserve and recent clearing prices, the team's products. */
export function useCampaignOptions(teamId: string) {
  return useQuery({
    queryKey: campaignKeys.options(teamId),
    queryFn: ({ signal }) => call(ROUTES.featuring.campaignOptions, { params: { teamId } }, { signal }),
  });
}

export function useCampaignResults(teamId: string, campaignId: string, query: FeaturingRangeQuery) {
  return useQuery({
    queryKey: campaignKeys.results(teamId, campaignId, query),
    queryFn: ({ signal }) =>
      call(ROUTES.featuring.campaignResults, { params: { teamId, campaignId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The results in CSV text (the caller saves it as a file). */
export function getCampaignResultsCsv(teamId: string, campaignId: string, query: FeaturingRangeQuery) {
  return apiText(`${pathOf(ROUTES.featuring.campaignResultsCsv.path, { teamId, campaignId })}${searchOf(query)}`);
}

export function useCreateCampaign(teamId: string) {
  return useMutation({
    mutationFn: (body: CampaignCreateBody) => call(ROUTES.featuring.campaignCreate, { params: { teamId }, body }),
    onSuccess: refresh(teamId),
  });
}

export function useUpdateCampaign(teamId: string, campaignId: string) {
  return useMutation({
    mutationFn: (body: CampaignUpdateBody) =>
      call(ROUTES.featuring.campaignUpdate, { params: { teamId, campaignId }, body }),
    onSuccess: refresh(teamId),
  });
}

const STEPS = {
  pause: ROUTES.featuring.campaignPause,
  resume: ROUTES.featuring.campaignResume,
  end: ROUTES.featuring.campaignEnd,
} as const;

export function useCampaignStep(teamId: string, campaignId: string) {
  return useMutation({
    mutationFn: (step: keyof typeof STEPS) => call(STEPS[step], { params: { teamId, campaignId } }),
    onSuccess: refresh(teamId),
  });
}

export function usePutBid(teamId: string, campaignId: string) {
  return useMutation({
    mutationFn: ({ featuringId, body }: { featuringId: string; body: CampaignBidBody }) =>
      call(ROUTES.featuring.bidPut, { params: { teamId, campaignId, featuringId }, body }),
    onSuccess: refresh(teamId),
  });
}

export function useDeleteBid(teamId: string, campaignId: string) {
  return useMutation({
    mutationFn: (featuringId: string) =>
      call(ROUTES.featuring.bidDelete, { params: { teamId, campaignId, featuringId } }),
    onSuccess: refresh(teamId),
  });
}
