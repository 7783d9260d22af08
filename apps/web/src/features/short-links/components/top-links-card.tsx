import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadError } from '@/components/data-states';
import { paths } from '@/config/paths';
import { useTopShortLinks } from '../api/get-short-links';

/** The creator overview's "top links": the team's most clicked short links this week. */
export function TopLinksCard({ teamId }: { teamId: string }) {
  const { t, i18n } = useTranslation('shortLinks');
  const top = useTopShortLinks(teamId);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="top-links-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md" id="top-links-title">
          {t('top.title')}
        </Title>
        <Anchor component={Link} to={paths.creatorLinks.href()} fz="sm">
          {t('top.all')}
        </Anchor>
      </Group>
      {top.isPending ? (
        <ListSkeleton rows={3} height={28} />
      ) : top.isError ? (
        <LoadError title={t('top.error')} error={top.error} onRetry={() => void top.refetch()} />
      ) : top.data.data.length === 0 ? (
        <Group gap="xs" c="dimmed">
          <IconLink size={18} aria-hidden="true" />
          <Text fz="sm">{t('top.empty')}</Text>
        </Group>
      ) : (
        <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {top.data.data.map((link) => (
            <Group key={link.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Anchor component={Link} to={paths.creatorLink.href(link.id)} fz="sm" truncate="end">
                {link.title || `/s/${link.slug}`}
              </Anchor>
              <Text fz="sm" fw={600}>
                {t('top.clicks', { count: link.clicks, formatted: number.format(link.clicks) })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
