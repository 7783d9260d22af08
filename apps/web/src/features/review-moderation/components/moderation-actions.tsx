import { Button, Group, Kbd } from '@mantine/core';
import {
  IconBan,
  IconCheck,
  IconMessageCircleOff,
  IconTrash,
  IconAlertTriangle,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReviewDecision, ReviewStatus } from '@plaudit/contract';
import { decisionsFor } from '../queue-rules';
import { SHORTCUT_KEYS, type ShortcutAction } from '../shortcuts';

const DECISION_ACTION: Record<ReviewDecision, ShortcutAction> = {
  APPROVE: 'approve',
  REJECT: 'reject',
  REMOVE: 'remove',
  DISMISS_REPORTS: 'dismiss',
};
const DECISION_LOOK = {
  APPROVE: { color: 'teal', variant: 'filled', icon: IconCheck },
  REJECT: { color: 'red', variant: 'light', icon: IconBan },
  REMOVE: { color: 'red', variant: 'filled', icon: IconTrash },
  DISMISS_REPORTS: { color: 'gray', variant: 'light', icon: IconMessageCircleOff },
} as const;

interface Props {
  status: ReviewStatus;
  disabled: boolean;
  busy: ReviewDecision | null;
  onDecision: (decision: ReviewDecision) => void;
  onWarn: () => void;
  onMute: () => void;
}

/** The item's buttons: only the decisions its state allows, then warn and mute; each shows its key. */
export function ModerationActions({ status, disabled, busy, onDecision, onWarn, onMute }: Props) {
  const { t } = useTranslation('reviewModeration');
  const key = (action: ShortcutAction) => (
    <Kbd size="xs" ml={4} aria-hidden="true">
      {SHORTCUT_KEYS[action]}
    </Kbd>
  );
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('actions.label')}>
      {decisionsFor(status).map((decision) => {
        const look = DECISION_LOOK[decision];
        const Icon = look.icon;
        const action = DECISION_ACTION[decision];
        return (
          <Button
            key={decision}
            color={look.color}
            variant={look.variant}
            leftSection={<Icon size={16} aria-hidden="true" />}
            rightSection={key(action)}
            disabled={disabled || (busy !== null && busy !== decision)}
            loading={busy === decision}
            onClick={() => onDecision(decision)}
            aria-keyshortcuts={SHORTCUT_KEYS[action]}
          >
            {t(`actions.${action}`)}
          </Button>
        );
      })}
      <Button
        variant="default"
        leftSection={<IconAlertTriangle size={16} aria-hidden="true" />}
        rightSection={key('warn')}
        disabled={disabled}
        onClick={onWarn}
        aria-keyshortcuts="w"
      >
        {t('actions.warn')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconVolumeOff size={16} aria-hidden="true" />}
        rightSection={key('mute')}
        disabled={disabled}
        onClick={onMute}
        aria-keyshortcuts="m"
      >
        {t('actions.mute')}
      </Button>
    </Group>
  );
}
