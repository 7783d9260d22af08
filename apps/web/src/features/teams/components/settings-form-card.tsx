import type { FormEventHandler, ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';

interface Props {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  text?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Without the right to edit there is no save button (the fields are read-only). */
  canEdit: boolean;
  saveLabel: string;
  isDirty: boolean;
  isSubmitting: boolean;
  children: ReactNode;
}

/** One form of the team settings: a titled card section whose save button shows only to editors and wakes up on a change. */
export function SettingsFormCard({
  id,
  title,
  text,
  onSubmit,
  canEdit,
  saveLabel,
  isDirty,
  isSubmitting,
  children,
}: Props) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id={id}>
              {title}
            </Title>
            {text && (
              <Text fz="sm" c="dimmed">
                {text}
              </Text>
            )}
          </div>
          {children}
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                {saveLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
