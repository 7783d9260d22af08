import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DECISION_GROUND_TEXT, HOLD_RULE_TEXT, REVIEW_HOLD_RULES, STAFF_DECISION_GROUNDS } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { messageText } from '@/lib/i18n';
import { useTransparency } from '../api/transparency';

/** /how-reviews-work (public, drawn on the server): who may review, the hold rules, moderation, the score, appeals. */
export default function HowReviewsWorkPage() {
  const { t } = useTranslation('trust');
  const figures = useTransparency();
  const sum = (pick: (m: NonNullable<typeof figures.data>['months'][number]) => number) =>
    (figures.data?.months ?? []).reduce((total, m) => total + pick(m), 0);
  const section = (title: string, body: string) => (
    <Stack gap={6} component="section">
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Text>{body}</Text>
    </Stack>
  );
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('how.title')}</Title>
          <Text c="dimmed">{t('how.intro')}</Text>
        </Stack>
        {section(t('how.whoTitle'), t('how.who'))}
        <Stack gap={6} component="section">
          <Title order={2} fz="h3">
            {t('how.holdTitle')}
          </Title>
          <Text>{t('how.hold')}</Text>
          <List spacing={4}>
            {REVIEW_HOLD_RULES.map((rule) => (
              <List.Item key={rule}>{messageText(HOLD_RULE_TEXT[rule])}</List.Item>
            ))}
          </List>
        </Stack>
        {section(t('how.modsTitle'), t('how.mods'))}
        <Stack gap={6} component="section">
          <Title order={2} fz="h3">
            {t('how.groundsTitle')}
          </Title>
          <List spacing={4}>
            {STAFF_DECISION_GROUNDS.map((ground) => (
              <List.Item key={ground}>{messageText(DECISION_GROUND_TEXT[ground])}</List.Item>
            ))}
          </List>
        </Stack>
        {section(t('how.scoreTitle'), t('how.score'))}
        {section(t('how.paidTitle'), t('how.paid'))}
        {section(t('how.appealTitle'), t('how.appeal'))}
        {figures.data && (
          <Text fw={500}>
            {t('how.figures', {
              published: sum((m) => m.reviews.published),
              held: sum((m) => m.reviews.held),
              removed: sum((m) => m.reviews.removed),
              reversed: sum((m) => m.appeals.reversed),
            })}
          </Text>
        )}
        <Anchor component={Link} to={paths.transparency.href()}>
          {t('how.transparencyLink')}
        </Anchor>
      </Stack>
    </Container>
  );
}
