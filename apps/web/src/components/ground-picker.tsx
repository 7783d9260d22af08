import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DECISION_GROUND_TEXT, STAFF_DECISION_GROUNDS, type StaffDecisionGround } from '@plaudit/contract';
import { messageText } from '@/lib/i18n';

// The published rule a staff decision rests on, picked from the contract's list and shown as its sentence: the
// person reads the same sentence in their statement of reasons. Nothing is preselected, so a moderator always
// chooses one.

interface Props {
  value: StaffDecisionGround | null;
  onChange: (ground: StaffDecisionGround | null) => void;
  error?: string | null;
  /** Where a screen decides other things too: when the ground is needed. */
  description?: string;
  /** False where only some of the screen's decisions need a ground (the description says which). */
  required?: boolean;
  size?: 'sm' | 'md';
}

export function groundOf(value: string): StaffDecisionGround | null {
  return STAFF_DECISION_GROUNDS.find((ground) => ground === value) ?? null;
}

export function GroundPicker({ value, onChange, error, description, required = true, size }: Props) {
  const { t } = useTranslation('decisions');
  return (
    <NativeSelect
      label={t('groundPicker.label')}
      description={description}
      value={value ?? ''}
      onChange={(e) => onChange(groundOf(e.currentTarget.value))}
      data={[
        { value: '', label: t('groundPicker.choose') },
        ...STAFF_DECISION_GROUNDS.map((ground) => ({
          value: ground,
          label: messageText(DECISION_GROUND_TEXT[ground]),
        })),
      ]}
      error={error || undefined}
      size={size}
      required={required}
    />
  );
}
