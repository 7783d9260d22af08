import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DECISION_GROUND_TEXT, HOLD_RULE_TEXT, type Decision } from '@plaudit/contract';
import { formatDate } from '@/lib/format';
import { messageText } from '@/lib/i18n';

/**
 * A decision's statement of reasons: what, on which ground, the facts, who (a person or a rule), until when. An
 * automated hold's facts are its rules, each shown as its published sentence.
 */
export function Statement({ decision }: { decision: Decision }) {
  const { t, i18n } = useTranslation('decisions');
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{t(`kind.${decision.kind}`)}</Text>
        {decision.reversedAt && (
          <Badge color="teal" variant="light">
            {t('reversed')}
          </Badge>
        )}
        {decision.automated && (
          <Badge color="gray" variant="light">
            {t('automated')}
          </Badge>
        )}
      </Group>
      {(decision.content.title || decision.team) && (
        <Text fz="sm" c="dimmed">
          {[decision.team?.brandName, decision.content.title].filter(Boolean).join(' · ')}
        </Text>
      )}
      {decision.content.body && (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
          {decision.content.body}
        </Text>
      )}
      <Text fz="sm">
        <Text span fw={600} inherit>
          {t('ground')}
        </Text>{' '}
        {messageText(DECISION_GROUND_TEXT[decision.ground])}
      </Text>
      {decision.holdRules.length > 0 ? (
        <Stack gap={2}>
          <Text fz="sm" fw={600}>
            {t('facts')}
          </Text>
          <List fz="sm" spacing={2}>
            {decision.holdRules.map((rule) => (
              <List.Item key={rule}>{messageText(HOLD_RULE_TEXT[rule])}</List.Item>
            ))}
          </List>
        </Stack>
      ) : (
        decision.facts && (
          <Text fz="sm">
            <Text span fw={600} inherit>
              {t('facts')}
            </Text>{' '}
            {decision.facts}
          </Text>
        )
      )}
      <Text fz="sm" c="dimmed">
        {t('decidedOn', { date: formatDate(decision.decidedAt, i18n.language) })} ·{' '}
        {t('appealUntil', { date: formatDate(decision.appealableUntil, i18n.language) })}
      </Text>
    </Stack>
  );
}
