import { ActionIcon, Box, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A file on its way up: its progress (0 to 1), or why it was refused. */
export interface Queued {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

/** The files being uploaded, each with its progress bar, and those refused with why (dismissed one by one). */
export function UploadQueue({ queue, onDismiss }: { queue: Queued[]; onDismiss: (key: string) => void }) {
  const { t } = useTranslation('products');
  if (queue.length === 0) return null;
  return (
    <Stack gap="xs" aria-live="polite">
      {queue.map((q) => (
        <Box key={q.key} data-testid="upload-progress">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm" truncate="end">
              {q.name}
            </Text>
            {q.error ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('images.dismiss', { name: q.name })}
                onClick={() => onDismiss(q.key)}
              >
                <IconX size={14} />
              </ActionIcon>
            ) : (
              <Text fz="xs" c="dimmed">
                {Math.round(q.progress * 100)} %
              </Text>
            )}
          </Group>
          {q.error ? (
            <Text fz="xs" c="red" role="alert">
              {q.error}
            </Text>
          ) : (
            <Progress value={q.progress * 100} size="sm" aria-label={t('images.progress', { name: q.name })} />
          )}
        </Box>
      ))}
    </Stack>
  );
}
