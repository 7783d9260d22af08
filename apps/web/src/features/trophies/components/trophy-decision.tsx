import { Anchor, Blockquote, Code, Group, List, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { TROPHY_VERIFIER_PATH, type TrophyDetail, type TrophyNominee } from '@plaudit/contract';
import { DrawCheck } from '@/components/draw-check';
import { formatDateTime, intlLocale } from '@/lib/format';
import { PROTOCOL_KEY_URL, protocolUrl } from '../api/trophy-urls';

/** A hex string broken anywhere, so a 64-character seed wraps on a phone instead of widening the page. */
function Hex({ value, label }: { value: string; label: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {value}
      </Code>
    </Stack>
  );
}

/**
 * "How it was decided": the method's evidence as the API gives it. DRAW: the commitment (from the lock), the seed and
 * the rule with the drawn index (from the award); SCORE: the prior and weight behind the table; JURY: the
 * justification. Whatever the API leaves out (a seed before the award) is simply not shown.
 */
export function TrophyDecision({
  trophy,
  nominees,
}: {
  trophy: TrophyDetail;
  nominees: readonly TrophyNominee[] | undefined;
}) {
  const { t, i18n } = useTranslation('trophies');
  const winner = nominees?.find((nominee) => nominee.isWinner);
  return (
    <Stack gap="md">
      <Text>{t(`method.${trophy.method}.explain`)}</Text>
      {trophy.method === 'DRAW' && (
        <>
          {/* The result in words first; the numbers and the formula are there for whoever checks. */}
          {trophy.seed && winner && (
            <Text fz="sm" fw={600}>
              {t('decision.drawn', {
                position: winner.position + 1,
                n: nominees?.length ?? trophy.candidateCount,
                title: winner.title,
              })}
            </Text>
          )}
          {trophy.commitment ? (
            <Hex label={t('decision.commitment')} value={trophy.commitment} />
          ) : (
            <Text c="dimmed">{t('decision.noCommitment')}</Text>
          )}
          {trophy.seed && <Hex label={t('decision.seed')} value={trophy.seed} />}
          {trophy.commitment && (
            <DrawCheck trophyId={trophy.id} candidates={nominees?.length ?? trophy.candidateCount} />
          )}
        </>
      )}
      {trophy.method === 'SCORE' && trophy.scoring && (
        <Stack gap={4}>
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {'score = (weight × prior + sum of ratings) / (weight + reviews)'}
          </Code>
          <Text fz="sm">
            {t('decision.scoring', {
              prior: new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 4 }).format(
                trophy.scoring.prior,
              ),
              weight: trophy.scoring.weight,
            })}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('decision.scoreTable')}
          </Text>
        </Stack>
      )}
      {trophy.method === 'JURY' && trophy.justification && (
        <Blockquote
          color="yellow"
          p="md"
          cite={trophy.decidedBy ? `— ${trophy.decidedBy}` : undefined}
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {trophy.justification}
        </Blockquote>
      )}
      {trophy.decidedAt && (
        <Text fz="sm" c="dimmed">
          {trophy.decidedBy
            ? t('decision.decidedBy', { name: trophy.decidedBy, date: formatDateTime(trophy.decidedAt, i18n.language) })
            : t('decision.decidedAt', { date: formatDateTime(trophy.decidedAt, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}

/** The signed protocol's two downloads and how to check one. Only an AWARDED trophy has a protocol. */
export function ProtocolDownloads({ trophyId, method }: { trophyId: string; method?: TrophyDetail['method'] }) {
  const { t } = useTranslation('trophies');
  return (
    <Stack gap="sm">
      <Text>{t('protocol.text')}</Text>
      <Group gap="md">
        <Anchor href={protocolUrl(trophyId, 'json')} download={`trophy-${trophyId}-protocol.json`} fw={600}>
          <Group component="span" gap={6} wrap="nowrap">
            <IconDownload size={16} aria-hidden="true" />
            {t('protocol.json')}
          </Group>
        </Anchor>
        <Anchor href={protocolUrl(trophyId, 'pdf')} download={`trophy-${trophyId}-protocol.pdf`} fw={600}>
          <Group component="span" gap={6} wrap="nowrap">
            <IconDownload size={16} aria-hidden="true" />
            {t('protocol.pdf')}
          </Group>
        </Anchor>
      </Group>
      <List size="sm" spacing={4}>
        <List.Item>
          {t('protocol.verify')}{' '}
          <Anchor href={TROPHY_VERIFIER_PATH} download="trophy-verifier.mjs">
            {t('protocol.verifier')}
          </Anchor>
          {method !== 'DRAW' && (
            <Text span fz="sm" c="dimmed">
              {' '}
              {t('protocol.verifierHow')}
            </Text>
          )}
        </List.Item>
        <List.Item>
          <Trans t={t} i18nKey="protocol.key" components={{ key: <Anchor href={PROTOCOL_KEY_URL} /> }} />
        </List.Item>
      </List>
    </Stack>
  );
}
