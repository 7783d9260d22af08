import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FEATURING_SLOTS_MAX, REVIEW_BAYES_WEIGHT } from '@plaudit/contract';
import { paths } from '@/config/paths';

// /how-ranking-works: how the organic order is made, what the sponsored slots are and how their daily auction
// works, in plain words; every "Why am I seeing this?" links here.

export default function HowRankingWorksPage() {
  const { t } = useTranslation('featuring');
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('how.title')}</Title>
        <Text>{t('how.intro')}</Text>
        <Stack gap="xs">
          <Title order={2} fz="h3">
            {t('how.organicTitle')}
          </Title>
          <Text>{t('how.organic', { weight: REVIEW_BAYES_WEIGHT })}</Text>
          <Text>{t('how.neverPaid')}</Text>
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="h3">
            {t('how.sponsoredTitle')}
          </Title>
          <Text>{t('how.sponsored', { slots: FEATURING_SLOTS_MAX })}</Text>
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="h3">
            {t('how.auctionTitle')}
          </Title>
          <List spacing="xs">
            <List.Item>{t('how.auction1')}</List.Item>
            <List.Item>{t('how.auction2')}</List.Item>
            <List.Item>{t('how.auction3')}</List.Item>
            <List.Item>{t('how.auction4')}</List.Item>
          </List>
        </Stack>
        <Text c="dimmed" fz="sm">
          {t('how.questions')}{' '}
          <Anchor component={Link} to={paths.home.href()}>
            {t('how.home')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
