import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ROUTES, SHORT_LINK_SLUG_CHECK_DELAY_MS, type SlugAvailable } from '@plaudit/contract';
import { call } from '@/lib/call';
import { shortLinkKeys } from '../api/short-link-keys';
import { slugToCheck } from './link-form-values';

export interface SlugCheck {
  /** Waiting for the pause in typing, or for the answer. */
  checking: boolean;
  /** The server's answer for the slug as typed now, or null (nothing to ask, or not asked yet). */
  answer: SlugAvailable | null;
}

/** Asks whether the slug is free 1 s after the last key, as the brand profile check does; an empty slug asks nothing. */
export function useSlugCheck(slug: string, ownSlug: string | undefined): SlugCheck {
  const wanted = slugToCheck(slug, ownSlug);
  const [debounced] = useDebouncedValue(wanted, SHORT_LINK_SLUG_CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: shortLinkKeys.slug(debounced ?? ''),
    queryFn: ({ signal }) => call(ROUTES.shortLinks.slugAvailable, { query: { slug: debounced! } }, { signal }),
    enabled: debounced !== null,
    staleTime: 5000,
  });
  if (wanted === null) return { checking: false, answer: null };
  const settled = debounced === wanted;
  if (!settled || query.isFetching) return { checking: true, answer: null };
  return { checking: false, answer: query.data ?? null };
}
