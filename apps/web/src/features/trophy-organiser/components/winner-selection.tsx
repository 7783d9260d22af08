import { useState } from 'react';
import { Alert, Button, Code, Group, Radio, Skeleton, Stack, Table, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { M, TROPHY_JUSTIFICATION_MAX, TROPHY_JUSTIFICATION_MIN, type TrophyDetail } from '@plaudit/contract';
import { LoadError } from '@/components/data-states';
import { DrawCheck } from '@/components/draw-check';
import { isApiError } from '@/lib/api-error';
import { messageText } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useAwardTrophy } from '../api/award';
import { useTrophyCandidates } from '../api/candidates';
import { trophyKeys } from '../api/trophy-keys';
import { CandidateFigures, CandidateThumb } from './candidate-figures';

/**
 * The "winner selection" modal of a LOCKED trophy, per method: SCORE shows the server's score table and awards to
 * the top score; JURY picks a candidate and writes the public justification; DRAW shows the published commitment
 * and the frozen order, and draws. Another organiser awarding first answers 409: said plainly, then refreshed.
 */
export function WinnerSelection({
  trophy,
  onBack,
  onAwarded,
}: {
  trophy: TrophyDetail;
  onBack: () => void;
  onAwarded?: () => void;
}) {
  const { t, i18n } = useTranslation('trophyOrganiser');
  const client = useQueryClient();
  const candidates = useTrophyCandidates(trophy.id);
  const award = useAwardTrophy({ silentError: true });
  const [winnerId, setWinnerId] = useState<string | null>(null);
  const [justification, setJustification] = useState('');
  const [touched, setTouched] = useState(false);
  const [conflict, setConflict] = useState(false);

  const length = justification.trim().length;
  const juryError =
    trophy.method !== 'JURY'
      ? null
      : !winnerId
        ? M.trophy.validation.winner_required
        : length === 0
          ? M.trophy.validation.justification_required
          : length < TROPHY_JUSTIFICATION_MIN
            ? M.trophy.validation.justification_min
            : length > TROPHY_JUSTIFICATION_MAX
              ? M.trophy.validation.justification_max
              : null;

  const submit = async () => {
    setTouched(true);
    if (juryError) return;
    try {
      await award.mutateAsync({
        id: trophy.id,
        body: trophy.method === 'JURY' ? { winnerId, justification: justification.trim() } : {},
      });
      onAwarded?.();
      onBack();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setConflict(true);
        await client.invalidateQueries({ queryKey: trophyKeys.all });
      } else notifyError(error);
    }
  };

  const rows = candidates.data?.data ?? [];
  const number = (value: number | null) =>
    value === null ? '–' : value.toLocaleString(i18n.language, { maximumFractionDigits: 3 });
  return (
    <Stack gap="md">
      {conflict && (
        <Alert color="orange" role="alert">
          {messageText(M.trophy.error.already_awarded)}
        </Alert>
      )}
      <Text fz="sm">{t(`winner.explain.${trophy.method}`)}</Text>
      {candidates.isPending && (
        <Stack gap="xs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={40} />
          ))}
        </Stack>
      )}
      {candidates.isError && !candidates.data && (
        <LoadError title={t('winner.loadError')} error={candidates.error} onRetry={() => void candidates.refetch()} />
      )}

      {trophy.method === 'SCORE' && rows.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label={t('winner.scoreTable')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('winner.rank')}</Table.Th>
                <Table.Th>{t('winner.candidate')}</Table.Th>
                <Table.Th ta="right">{t('winner.score')}</Table.Th>
                <Table.Th ta="right">{t('winner.reviews')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...rows]
                .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity))
                .map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.rank ?? '–'}</Table.Td>
                    <Table.Td>
                      <Text fz="sm">{row.title}</Text>
                      <Text fz="xs" c="dimmed">
                        {row.subtitle}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{number(row.score)}</Table.Td>
                    <Table.Td ta="right">{row.figures.reviewCount ?? 0}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {trophy.method === 'JURY' && rows.length > 0 && (
        <>
          <Radio.Group
            label={t('winner.pick')}
            value={winnerId}
            onChange={setWinnerId}
            error={touched && !winnerId ? messageText(M.trophy.validation.winner_required) : undefined}
          >
            <Stack gap="xs" mt={6}>
              {rows.map((row) => (
                <Group key={row.id} gap="sm" wrap="nowrap">
                  {/* A review is named with what it reviews and who wrote it: a title alone ("Great!") tells nothing apart. */}
                  <Radio
                    value={row.id}
                    aria-label={t('winner.candidateLabel', { title: row.title, subtitle: row.subtitle })}
                  />
                  <CandidateThumb candidate={row} size={36} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={500} lineClamp={1}>
                      {row.title}
                    </Text>
                    <Text fz="xs" c="dimmed" lineClamp={1}>
                      {row.subtitle}
                    </Text>
                    <CandidateFigures candidate={row} />
                  </Stack>
                </Group>
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('winner.justification')}
            description={t('winner.justificationHelp')}
            autosize
            minRows={3}
            value={justification}
            onChange={(event) => setJustification(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={
              touched && juryError && juryError !== M.trophy.validation.winner_required
                ? messageText(juryError)
                : undefined
            }
          />
          <Text fz="xs" c={length < TROPHY_JUSTIFICATION_MIN ? 'dimmed' : 'teal'} aria-live="polite">
            {t('winner.counter', { count: length, min: TROPHY_JUSTIFICATION_MIN })}
          </Text>
        </>
      )}

      {trophy.method === 'DRAW' && (
        <>
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              {t('winner.commitment')}
            </Text>
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {trophy.commitment ?? '–'}
            </Code>
          </Stack>
          <Text fz="sm">{t('winner.drawRule', { count: rows.length })}</Text>
          <Stack gap={2} component="ol" pl="lg" m={0} aria-label={t('winner.frozenOrder')}>
            {rows.map((row) => (
              <Text key={row.id} component="li" fz="sm">
                {row.title}{' '}
                <Text span fz="xs" c="dimmed">
                  {row.subtitle}
                </Text>
              </Text>
            ))}
          </Stack>
          <DrawCheck trophyId={trophy.id} candidates={rows.length} />
        </>
      )}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('modal.back')}
        </Button>
        <Button onClick={() => void submit()} loading={award.isPending} disabled={conflict || rows.length === 0}>
          {t(`winner.confirm.${trophy.method}`)}
        </Button>
      </Group>
    </Stack>
  );
}
