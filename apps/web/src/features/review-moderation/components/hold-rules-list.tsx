import { List, Text, ThemeIcon } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReviewHoldRule } from '@plaudit/contract';

/** The rules that sent a review to the pending queue, each in plain words (one text per REVIEW_HOLD_RULES value). */
export function HoldRulesList({ rules }: { rules: readonly ReviewHoldRule[] }) {
  const { t } = useTranslation('reviewModeration');
  if (rules.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('holdRules.none')}
      </Text>
    );
  return (
    <List
      spacing={4}
      size="sm"
      icon={
        <ThemeIcon size={18} radius="xl" color="orange" variant="light">
          <IconFlag size={12} />
        </ThemeIcon>
      }
    >
      {rules.map((rule) => (
        <List.Item key={rule}>{t(`holdRules.${rule}`)}</List.Item>
      ))}
    </List>
  );
}
