import type { Ref } from 'react';
import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { StarMeter } from '@/components/star-meter';
import { IconExternalLink, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { M, type ModerationItem, type ReviewDecision, type StaffDecisionGround } from '@plaudit/contract';
import { YoutubeThumbnailLink } from '@/components/youtube-thumbnail-link';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { messageText } from '@/lib/i18n';
import { AuthorCard } from './author-card';
import { DecisionReasonForm } from './decision-reason-form';
import { HoldRulesList } from './hold-rules-list';
import { ModerationActions } from './moderation-actions';
import { ReportList } from './report-list';

interface Props {
  item: ModerationItem;
  /** The decision being sent, if any. */
  busy: ReviewDecision | null;
  /** The list is refetching: what is shown may be gone already. */
  stale: boolean;
  /** The open reason form (Reject or Remove), if any. */
  reasonFor: 'REJECT' | 'REMOVE' | null;
  onDecision: (decision: ReviewDecision) => void;
  onReason: (decision: 'REJECT' | 'REMOVE', reason: string, ground: StaffDecisionGround) => void;
  onCancelReason: () => void;
  onWarn: () => void;
  onMute: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The selected review in context: product, the review itself, why it was held, the reports, its author, the actions. */
export function ModerationItemDetail({
  item,
  busy,
  stale,
  reasonFor,
  onDecision,
  onReason,
  onCancelReason,
  onWarn,
  onMute,
  headingRef,
}: Props) {
  const { t, i18n } = useTranslation('reviewModeration');
  const { product } = item;
  return (
    <Stack gap="md" component="article" aria-labelledby="moderation-item-title" data-testid="moderation-detail">
      <Card withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="lg" id="moderation-item-title" ref={headingRef} tabIndex={-1}>
                <Anchor
                  href={paths.product.href(product.creatorProfile, product.slug)}
                  target="_blank"
                  rel="noopener noreferrer"
                  inherit
                >
                  {product.name}
                  <IconExternalLink size={14} style={{ marginLeft: 4, verticalAlign: 'middle' }} aria-hidden="true" />
                  <VisuallyHidden>{t('item.newTab')}</VisuallyHidden>
                </Anchor>
              </Title>
              <Text fz="sm" c="dimmed">
                {t('item.brand', { brand: product.brandName })}
              </Text>
            </div>
            <Group gap={6}>
              <Badge variant="light" color={item.status === 'PENDING' ? 'yellow' : 'teal'}>
                {t(`status.${item.status}`)}
              </Badge>
              <Badge variant="outline">{t(`type.${item.type}`)}</Badge>
            </Group>
          </Group>
          <Group gap="xs">
            <StarMeter value={item.rating} />
            <Text fz="sm">{t('item.ratingLabel', { rating: item.rating })}</Text>
          </Group>
          {item.title && <Text fw={700}>{item.title}</Text>}
          {item.comment ? (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.comment}
            </Text>
          ) : (
            !item.title && (
              <Text fz="sm" c="dimmed">
                {t('item.noText')}
              </Text>
            )
          )}
          {item.video && <YoutubeThumbnailLink videoId={item.video.videoId} label={t('item.watch')} />}
          <Text fz="xs" c="dimmed">
            {t('item.written', { date: formatDateTime(item.createdAt, i18n.language) })}
            {item.editedAt && ` · ${t('item.edited', { date: formatDateTime(item.editedAt, i18n.language) })}`}
          </Text>
        </Stack>
      </Card>

      {item.conflictOfInterest && (
        <Alert color="gray" icon={<IconLock size={18} />} role="note" title={t('conflict.title')}>
          {messageText(M.review.error.conflict_of_interest)}
        </Alert>
      )}
      <ModerationActions
        status={item.status}
        disabled={item.conflictOfInterest || stale}
        busy={busy}
        onDecision={onDecision}
        onWarn={onWarn}
        onMute={onMute}
      />
      {reasonFor && (
        <DecisionReasonForm
          key={`${item.id}-${reasonFor}`}
          decision={reasonFor}
          busy={busy === reasonFor}
          onSubmit={(reason, ground) => onReason(reasonFor, reason, ground)}
          onCancel={onCancelReason}
        />
      )}

      {(item.status === 'PENDING' || item.holdRules.length > 0) && (
        <section aria-labelledby="moderation-rules-title">
          <Title order={3} fz="md" mb={6} id="moderation-rules-title">
            {t('holdRules.title')}
          </Title>
          <HoldRulesList rules={item.holdRules} />
        </section>
      )}
      {(item.status !== 'PENDING' || item.reports.length > 0) && (
        <section aria-labelledby="moderation-reports-title">
          <Title order={3} fz="md" mb={6} id="moderation-reports-title">
            {t('reports.title', { count: item.reports.length })}
          </Title>
          <ReportList reports={item.reports} />
        </section>
      )}
      <AuthorCard author={item.author} />
    </Stack>
  );
}
