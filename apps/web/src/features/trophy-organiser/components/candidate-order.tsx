import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TrophyCandidate } from '@plaudit/contract';

/** The picked candidates in their published order (the order a DRAW indexes), each to move up, down or drop. */
export function CandidateOrder({
  list,
  onMove,
  onRemove,
}: {
  list: TrophyCandidate[];
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (candidate: TrophyCandidate) => void;
}) {
  const { t } = useTranslation('trophyOrganiser');
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {t('selection.order')}
      </Text>
      {list.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('selection.none')}
        </Text>
      ) : (
        <Stack gap={2} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('selection.orderLabel')}>
          {list.map((candidate, index) => (
            <Group key={candidate.id} component="li" gap="xs" wrap="nowrap">
              <Text fz="sm" w={24} ta="right" c="dimmed">
                {index + 1}.
              </Text>
              <Text fz="sm" style={{ flex: 1, minWidth: 0 }} lineClamp={1}>
                {candidate.title}
              </Text>
              <ActionIcon
                variant="subtle"
                size="sm"
                disabled={index === 0}
                onClick={() => onMove(index, -1)}
                aria-label={t('selection.up', { title: candidate.title })}
              >
                <IconArrowUp size={14} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="sm"
                disabled={index === list.length - 1}
                onClick={() => onMove(index, 1)}
                aria-label={t('selection.down', { title: candidate.title })}
              >
                <IconArrowDown size={14} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                onClick={() => onRemove(candidate)}
                aria-label={t('selection.remove', { title: candidate.title })}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
