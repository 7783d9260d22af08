import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  M,
  TROPHY_CANDIDATES_MAX,
  TROPHY_ELIGIBLE_SORTS,
  type TrophyCandidate,
  type TrophyDetail,
  type TrophyEligibleSort,
} from '@plaudit/contract';
import { PagedRows, usePageState } from '@/components/paged-list';
import { isApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { messageText } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useTrophyCandidates } from '../api/candidates';
import { useEligible } from '../api/eligible';
import { useSetCandidates } from '../api/set-candidates';
import { eligibilityRules } from '../eligibility';
import { CandidateFigures, CandidateThumb } from './candidate-figures';
import { CandidateOrder } from './candidate-order';

const TAKE = 20;

/**
 * The "product selection" modal: the eligible products (or reviews, videos) of a NOMINATING trophy, searchable and
 * sortable, picked with checkboxes up to TROPHY_CANDIDATES_MAX; the picked list keeps its order (the published
 * order a DRAW indexes), and Save replaces the candidates with it.
 */
export function ProductSelection({
  trophyId,
  trophy,
  onBack,
  onSaved,
}: {
  trophyId: string;
  /** The trophy's rules, to say why nothing is eligible. */
  trophy?: TrophyDetail;
  onBack: () => void;
  onSaved?: () => void;
}) {
  const { t, i18n } = useTranslation('trophyOrganiser');
  const current = useTrophyCandidates(trophyId);
  const [picked, setPicked] = useState<TrophyCandidate[] | null>(null);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), 300);
  const [sortBy, setSortBy] = useState<TrophyEligibleSort>('rating');
  const [selectedOnly, setSelectedOnly] = useState(false);
  const pages = usePageState();
  const [refused, setRefused] = useState<string[]>([]);
  const eligible = useEligible(trophyId, {
    page: pages.page,
    take: TAKE,
    search: search || undefined,
    sortBy,
    selected: selectedOnly ? 'true' : undefined,
  });
  const save = useSetCandidates({ silentError: true });

  // The saved candidates are the starting pick, once they are in.
  useEffect(() => {
    if (picked === null && current.data)
      setPicked(
        current.data.data.map(({ position: _p, score: _s, rank: _r, isWinner: _w, ...candidate }) => candidate),
      );
  }, [current.data, picked]);
  const { setPage } = pages;
  useEffect(() => setPage(1), [setPage, search, sortBy, selectedOnly]);

  const list = picked ?? [];
  const full = list.length >= TROPHY_CANDIDATES_MAX;
  const isPicked = (id: string) => list.some((c) => c.id === id);
  const toggle = (candidate: TrophyCandidate) => {
    setRefused([]);
    setPicked((now) => {
      const base = now ?? [];
      return base.some((c) => c.id === candidate.id)
        ? base.filter((c) => c.id !== candidate.id)
        : base.length >= TROPHY_CANDIDATES_MAX
          ? base
          : [...base, candidate];
    });
  };
  const move = (index: number, by: -1 | 1) =>
    setPicked((now) => {
      const next = [...(now ?? [])];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });

  const submit = async () => {
    setRefused([]);
    try {
      await save.mutateAsync({ id: trophyId, ids: list.map((c) => c.id) });
      onSaved?.();
      onBack();
    } catch (error) {
      const ids =
        isApiError(error) && error.first.message === M.trophy.error.ineligible_candidates
          ? error.first.meta?.ids
          : undefined;
      if (Array.isArray(ids)) setRefused(ids.map(String));
      else notifyError(error);
    }
  };

  const titleOf = (id: string) => list.find((c) => c.id === id)?.title ?? id;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 200px' }}
          label={t('selection.search')}
          leftSection={<IconSearch size={14} aria-hidden="true" />}
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
        />
        <Select
          w={180}
          label={t('selection.sort')}
          data={TROPHY_ELIGIBLE_SORTS.map((value) => ({ value, label: t(`selection.sorts.${value}`) }))}
          value={sortBy}
          allowDeselect={false}
          onChange={(value) => value && setSortBy(value as TrophyEligibleSort)}
        />
        <Switch
          label={t('selection.selectedOnly')}
          checked={selectedOnly}
          onChange={(event) => setSelectedOnly(event.currentTarget.checked)}
          mb={6}
        />
      </Group>
      <Text fz="sm" fw={500} aria-live="polite" data-testid="selection-counter">
        {t('selection.counter', { count: list.length, max: TROPHY_CANDIDATES_MAX })}
      </Text>
      {full && (
        <Text fz="xs" c="orange">
          {messageText(M.trophy.validation.candidates_max)}
        </Text>
      )}

      <PagedRows
        list={pages}
        query={eligible}
        empty={{
          icon: IconSearch,
          title: search || selectedOnly ? t('selection.noMatchTitle') : t('selection.emptyTitle'),
          text:
            search || selectedOnly ? (
              t('selection.noMatchText')
            ) : (
              <Stack gap={4} component="span" data-testid="eligibility-rules">
                <Text component="span" fz="sm" c="dimmed">
                  {t('selection.emptyText')}
                </Text>
                {trophy &&
                  eligibilityRules(trophy, (day) => formatDate(`${day}T12:00:00Z`, i18n.language)).map((rule) => (
                    <Text key={rule.key} component="span" fz="sm" display="block">
                      • {t(`selection.why.${rule.key}`, rule.values)}
                    </Text>
                  ))}
                <Text component="span" fz="sm" c="dimmed">
                  {t('selection.emptyFixed')}
                </Text>
              </Stack>
            ),
          p: 'md',
        }}
        errorTitle={t('selection.loadError')}
        skeleton={{ rows: 3, height: 56 }}
      >
        {(rows) => (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('selection.listLabel')}>
            {rows.map((candidate) => {
              const checked = isPicked(candidate.id);
              return (
                <Group
                  key={candidate.id}
                  component="li"
                  gap="sm"
                  wrap="nowrap"
                  p={6}
                  style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
                >
                  <Checkbox
                    aria-label={t('selection.pick', { title: candidate.title })}
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => toggle(candidate)}
                  />
                  <CandidateThumb candidate={candidate} />
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Anchor href={candidate.href} target="_blank" fz="sm" fw={500} lineClamp={1}>
                      {candidate.title}
                    </Anchor>
                    <Text fz="xs" c="dimmed" lineClamp={1}>
                      {candidate.subtitle}
                    </Text>
                    <CandidateFigures candidate={candidate} />
                  </Stack>
                </Group>
              );
            })}
          </Stack>
        )}
      </PagedRows>

      <CandidateOrder list={list} onMove={move} onRemove={toggle} />

      {refused.length > 0 && (
        <Alert color="red" role="alert" title={messageText(M.trophy.error.ineligible_candidates)}>
          <Stack gap={2} component="ul" m={0} pl="md">
            {refused.map((id) => (
              <Text key={id} component="li" fz="sm">
                {titleOf(id)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('modal.back')}
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending} disabled={picked === null}>
          {t('selection.save')}
        </Button>
      </Group>
    </Stack>
  );
}
