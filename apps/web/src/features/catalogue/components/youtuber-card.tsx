import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VerifiedBadge } from './verified-badge';

/** A YouTuber as visitors see them: picture, page name, the verified badge and their channel. */
export function YoutuberCard({
  pageName,
  avatarUrl,
  channelUrl,
  headingLevel = 1,
}: {
  pageName: string;
  avatarUrl: string | null;
  channelUrl: string;
  headingLevel?: 1 | 2 | 3;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Card withBorder radius="lg" padding="xl">
      <Group gap="lg" align="center" wrap="wrap">
        <Avatar src={avatarUrl} alt="" size={96} radius={96} color="brand">
          {pageName.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Title order={headingLevel} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {pageName}
          </Title>
          <Group gap="xs">
            <VerifiedBadge kind="youtuber" />
          </Group>
          <Text c="dimmed" fz="sm">
            {t('youtuber.tagline')}
          </Text>
        </Stack>
        <Button
          component="a"
          href={channelUrl}
          target="_blank"
          rel="nofollow ugc noopener"
          color="red"
          leftSection={<IconBrandYoutube size={18} aria-hidden="true" />}
        >
          {t('youtuber.channel')}
        </Button>
      </Group>
    </Card>
  );
}
