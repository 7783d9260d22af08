import { Anchor, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { API_BASE, ROUTES } from '@plaudit/contract';
import { pathOf } from '@/lib/call';

/** The "protocol get" modal: the signed JSON and the PDF, the platform's key, and how to check a file. */
export function ProtocolGet({ trophyId, onBack }: { trophyId: string; onBack: () => void }) {
  const { t } = useTranslation('trophyOrganiser');
  const base = `${API_BASE}${pathOf(ROUTES.trophies.protocol.path, { id: trophyId })}`;
  return (
    <Stack gap="md">
      <Text fz="sm">{t('protocol.intro')}</Text>
      <Group gap="sm" wrap="wrap">
        <Button
          component="a"
          href={base}
          download={`trophy-${trophyId}-protocol.json`}
          leftSection={<IconDownload size={16} />}
        >
          {t('protocol.json')}
        </Button>
        <Button
          component="a"
          href={`${base}?format=pdf`}
          download={`trophy-${trophyId}-protocol.pdf`}
          variant="light"
          leftSection={<IconDownload size={16} />}
        >
          {t('protocol.pdf')}
        </Button>
      </Group>
      <Anchor href="/.well-known/plaudit-protocol-key.json" target="_blank" fz="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <IconKey size={14} aria-hidden="true" />
          {t('protocol.key')}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Text fz="sm" fw={600}>
          {t('protocol.verifyTitle')}
        </Text>
        <Text fz="sm">{t('protocol.verifyText')}</Text>
        <Code
          block
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >{`npm run cli -- verify-protocol trophy-${trophyId}-protocol.json`}</Code>
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {t('modal.back')}
        </Button>
      </Group>
    </Stack>
  );
}
