import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PunishmentType } from '@plaudit/contract';

export const PUNISHMENT_COLORS: Record<PunishmentType, string> = { BAN: 'red', MUTE: 'orange', WARNING: 'yellow' };

/** The punishments in force, as small coloured badges (or a dash when there are none). */
export function PunishmentBadges({ types }: { types: readonly PunishmentType[] }) {
  const { t } = useTranslation('adminUsers');
  if (types.length === 0) return <span aria-label={t('none')}>{t('none')}</span>;
  return (
    <Group gap={4} wrap="wrap">
      {types.map((type) => (
        <Badge key={type} size="sm" color={PUNISHMENT_COLORS[type]} variant="light">
          {t(`types.${type}`)}
        </Badge>
      ))}
    </Group>
  );
}
