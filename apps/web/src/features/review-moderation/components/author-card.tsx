import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, type ModerationItem } from '@plaudit/contract';
import { formatDate, formatRelativeTime } from '@/lib/format';

/** Who wrote the review: name, how old the account is, their channel, their reviews by status and recent punishments. */
export function AuthorCard({ author }: { author: ModerationItem['author'] }) {
  const { t, i18n } = useTranslation('reviewModeration');
  const joined = formatRelativeTime(author.accountCreatedAt, { locale: i18n.language, justNow: t('author.justNow') });
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="moderation-author-title">
      <Stack gap="xs">
        <Title order={3} fz="md" id="moderation-author-title">
          {t('author.title')}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{author.displayName}</Text>
          <Text c="dimmed" fz="sm">
            @{author.username}
          </Text>
          {author.role !== 'USER' && (
            <Badge size="sm" variant="light">
              {author.role.toLowerCase()}
            </Badge>
          )}
        </Group>
        <Text fz="sm">{t('author.joined', { when: joined })}</Text>
        {author.youtuber && (
          <Anchor
            href={author.youtuber.channelUrl}
            target="_blank"
            rel="noopener noreferrer"
            fz="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            <IconBrandYoutube size={16} aria-hidden="true" />
            {t('author.channel', { name: author.youtuber.pageName })}
          </Anchor>
        )}
        <div>
          <Text fz="sm" fw={500}>
            {t('author.reviews')}
          </Text>
          <Group gap={6} mt={4} wrap="wrap">
            {REVIEW_STATUSES.map((status) => (
              <Badge
                key={status}
                variant="outline"
                color={status === 'PUBLISHED' ? 'teal' : status === 'PENDING' ? 'yellow' : 'red'}
                tt="none"
              >
                {t(`author.count.${status}`, { count: author.reviewCounts[status] ?? 0 })}
              </Badge>
            ))}
          </Group>
        </div>
        <div>
          <Text fz="sm" fw={500}>
            {t('author.punishments')}
          </Text>
          {author.punishments.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('author.noPunishments')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" p={0} m={0} mt={4} style={{ listStyle: 'none' }}>
              {author.punishments.map((p, i) => (
                <Text key={`${p.createdAt}-${i}`} component="li" fz="sm">
                  <Badge size="sm" color={p.type === 'WARNING' ? 'orange' : 'red'} mr={6}>
                    {t(`punishmentTypes.${p.type}`)}
                  </Badge>
                  {formatDate(p.createdAt, i18n.language)} · {p.reason}
                </Text>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </Card>
  );
}
