import type { ReactNode } from 'react';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@plaudit/contract';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { YoutuberCard } from './youtuber-card';

/**
 * /dashboard/creator for a YouTuber (no creator team): their public page's address, their figures and reviews (the
 * `figures` slot, which the stats feature fills), and how the page looks to visitors. Before approval it points back
 * to the application.
 */
export function YoutuberDashboard({
  youtuber,
  imageUrl,
  figures,
}: {
  youtuber: NonNullable<User['youtuber']>;
  imageUrl: string | null;
  figures?: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const approved = youtuber.verification.status === 'APPROVED' && youtuber.handle;
  if (!approved) {
    return (
      <Container size="md" py="xl">
        <PageHeader title={youtuber.pageName} description={t('youtuberDashboard.pending')} />
        <Button component={Link} to={paths.partnerRegister.href()} variant="light">
          {t('youtuberDashboard.seeApplication')}
        </Button>
      </Container>
    );
  }
  const href = paths.youtuber.href(youtuber.handle!);
  return (
    <Container size="md" py="xl">
      <PageHeader
        title={youtuber.pageName}
        description={t('youtuberDashboard.description')}
        action={
          <Button
            component={Link}
            to={paths.settingsProfile.href()}
            variant="default"
            leftSection={<IconSettings size={18} aria-hidden="true" />}
          >
            {t('youtuberDashboard.editAddress')}
          </Button>
        }
      />
      <Stack gap="xl">
        <section aria-labelledby="yt-page-heading">
          <Title order={2} fz="h4" id="yt-page-heading" mb={6}>
            {t('youtuberDashboard.pageTitle')}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={href} style={{ overflowWrap: 'anywhere' }}>
              {`${window.location.origin}${href}`}
            </Anchor>
            <IconExternalLink size={16} aria-hidden="true" />
          </Group>
        </section>
        {figures}
        <section aria-labelledby="yt-preview-heading">
          <Title order={2} fz="h4" id="yt-preview-heading" mb={6}>
            {t('youtuberDashboard.previewTitle')}
          </Title>
          <Text c="dimmed" fz="sm" mb="sm">
            {t('youtuberDashboard.previewText')}
          </Text>
          <YoutuberCard
            pageName={youtuber.pageName}
            avatarUrl={imageUrl}
            channelUrl={youtuber.youtubeUrl}
            headingLevel={3}
          />
        </section>
      </Stack>
    </Container>
  );
}
