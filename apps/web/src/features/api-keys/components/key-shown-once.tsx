import { useState } from 'react';
import { Alert, Button, Checkbox, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyCreated } from '@plaudit/contract';
import { useUnsavedChanges } from '@/components/unsaved-changes';

/**
 * The whole key, shown this once (the server keeps only its hash): copy it, then say it is stored. "Done" waits for
 * "I have stored it", and until then closing the modal any other way (its close button, Escape, a click beside it)
 * asks first, so nobody loses a key by a stray click.
 */
export function KeyShownOnce({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation('apiKeys');
  const [stored, setStored] = useState(false);
  useUnsavedChanges(!stored, {
    title: t('shown.leaveTitle'),
    message: t('shown.leaveText'),
    confirmLabel: t('shown.leave'),
    cancelLabel: t('shown.stay'),
    danger: true,
  });
  return (
    <Stack gap="md">
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={t('shown.title')}>
        {t('shown.text')}
      </Alert>
      <Text fz="sm" fw={600} id="api-key-value-label">
        {t('shown.label', { name: created.name })}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code
          data-testid="api-key-value"
          aria-labelledby="api-key-value-label"
          style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'normal' }}
        >
          {created.key}
        </Code>
        <CopyButton value={created.key}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            >
              {copied ? t('shown.copied') : t('shown.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Checkbox
        label={t('shown.stored')}
        checked={stored}
        onChange={(event) => setStored(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button onClick={onDone} disabled={!stored}>
          {t('shown.done')}
        </Button>
      </Group>
    </Stack>
  );
}
