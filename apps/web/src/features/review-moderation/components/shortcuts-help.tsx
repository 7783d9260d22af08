import { Card, Kbd, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHORTCUT_ACTIONS, SHORTCUT_KEYS } from '../shortcuts';

/** The visible list of the screen's keyboard shortcuts (opened by its button or `?`). */
export function ShortcutsHelp({ id }: { id: string }) {
  const { t } = useTranslation('reviewModeration');
  return (
    <Card withBorder radius="md" p="md" id={id} component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} fz="md" id={`${id}-title`} mb="xs">
        {t('shortcuts.title')}
      </Title>
      <Table verticalSpacing={4} withRowBorders={false}>
        <Table.Tbody>
          {SHORTCUT_ACTIONS.map((action) => (
            <Table.Tr key={action}>
              <Table.Td w={48}>
                <Kbd>{SHORTCUT_KEYS[action]}</Kbd>
              </Table.Td>
              <Table.Td fz="sm">{t(`shortcuts.${action}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* Why some keys may do nothing: the help says when shortcuts are off. */}
      <p style={{ margin: '8px 0 0', fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
        {t('shortcuts.note')}
      </p>
    </Card>
  );
}
