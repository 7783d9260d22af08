import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_TROPHIES_COUNT } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { useTrophies } from '../api/list-trophies';
import { TrophyCard } from './trophy-card';

/** The home page's "Latest trophies": the newest awarded ones; hidden while loading, on an error and when none. */
export default function LatestTrophies() {
  const { t } = useTranslation('trophies');
  const latest = useTrophies({ status: 'AWARDED', take: HOME_TROPHIES_COUNT, sortBy: 'awardedAt', sortOrder: 'DESC' });
  const trophies = latest.data?.data ?? [];
  if (trophies.length === 0) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby="home-trophies-heading">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} id="home-trophies-heading" fz="h3">
          {t('home.title')}
        </Title>
        <Anchor component={Link} to={paths.trophies.href()} fz="sm" fw={600}>
          {t('home.all')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {trophies.map((trophy) => (
          <TrophyCard key={trophy.id} trophy={trophy} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
