import { Accordion, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useMyTrophies } from '../api/get-my-trophies';
import BadgeSnippet from './badge-snippet';
import { TrophyCategoryIcon } from '@/components/trophy-category-icon';

/**
 * The trophies the signed-in person's reviews have won, each with its badge snippet to copy (the
 * winner's dashboard). Renders nothing until there is one, so a page can always include it.
 */
export default function MyTrophies() {
  const { t } = useTranslation('trophies');
  const mine = useMyTrophies();
  const trophies = mine.data?.data ?? [];
  if (trophies.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="my-trophies-heading">
      <Title order={2} id="my-trophies-heading" fz="h3">
        {t('mine.title')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('mine.text')}
      </Text>
      <Accordion variant="separated" radius="md">
        {trophies.map((trophy) => (
          <Accordion.Item key={trophy.id} value={trophy.id}>
            <Accordion.Control icon={<TrophyCategoryIcon name={trophy.category.icon} size={18} />}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{trophy.name}</Text>
                {trophy.winner && (
                  <Text fz="sm" c="dimmed">
                    {trophy.winner.title}
                  </Text>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Anchor component={Link} to={paths.trophy.href(trophy.id)} fz="sm">
                  {t('mine.open')}
                </Anchor>
                <BadgeSnippet trophyId={trophy.id} trophyName={trophy.name} organiser={trophy.organiser} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
