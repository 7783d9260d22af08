import { Anchor, Code, Group, Stack, Text, UnstyledButton, Collapse } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TROPHY_VERIFIER_PATH } from '@plaudit/contract';

/**
 * "How to check this draw", folded away: the exact formula and the downloadable verifier for the few who want
 * them, so the draw itself can be told in words. Shared by the public trophy page and the organiser's award dialog.
 */
export function DrawCheck({
  trophyId,
  candidates,
  defaultOpen = false,
}: {
  trophyId: string;
  candidates: number;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('trophies');
  const [opened, { toggle }] = useDisclosure(defaultOpen);
  const id = useId();
  return (
    <Stack gap={6}>
      <UnstyledButton onClick={toggle} aria-expanded={opened} aria-controls={id} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {opened ? (
            <IconChevronDown size={16} aria-hidden="true" />
          ) : (
            <IconChevronRight size={16} aria-hidden="true" />
          )}
          {t('check.drawTitle')}
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={id} keepMounted={false}>
        <Stack gap={6} pl="lg">
          <Text fz="sm">{t('check.steps')}</Text>
          <Anchor href={TROPHY_VERIFIER_PATH} download="trophy-verifier.mjs" fz="sm" fw={600}>
            <Group component="span" gap={6} wrap="nowrap">
              <IconDownload size={16} aria-hidden="true" />
              {t('check.verifier')}
            </Group>
          </Anchor>
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            node trophy-verifier.mjs protocol.json
          </Code>
          <Text fz="sm">{t('check.formulaIntro')}</Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {'winner = candidates[HMAC-SHA256(seed, trophyId) mod n]'}
          </Code>
          <Text fz="sm" c="dimmed">
            {t('check.formula', { id: trophyId, n: candidates })}
          </Text>
        </Stack>
      </Collapse>
    </Stack>
  );
}
