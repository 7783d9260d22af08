import { Button, Container } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me-query';
import { TeamNav } from '@/components/team-nav';
import { TeamOverview } from '@/features/teams/components/team-overview';
import { YoutuberDashboard } from '@/features/catalogue/components/youtuber-dashboard';

/**
 * /dashboard/creator: the selected team's home. Its brand and the person's role, then (from the teams feature)
 * verification and access with what to do next, profile completeness, members and pending invitations.
 */
export default function CreatorDashboardPage() {
  const { t } = useTranslation('creators');
  const { user } = useMe();
  const selected = user?.selectedCreatorTeam;
  // A YouTuber has no team: their dashboard is their public page (issue 16 §3).
  if (!selected && user?.youtuber) return <YoutuberDashboard youtuber={user.youtuber} imageUrl={user.settings.imageUrl ?? user.image} />;
  if (!selected) {
    return (
      <Container size="lg" py="xl">
        <PageHeader title={t('dashboard.title')} description={t('dashboard.noTeam')} />
        <Button component={Link} to={paths.partnerRegister.href()}>
          {t('dashboard.becomeCreator')}
        </Button>
      </Container>
    );
  }
  const team = selected.creatorTeam;
  return (
    <Container size="md" py="xl">
      <PageHeader
        title={team.brandName}
        description={t('dashboard.description', { role: selected.role.toLowerCase() })}
        action={team.verification.status !== 'APPROVED' && selected.role === 'OWNER' ? (
          <Button component={Link} to={paths.partnerRegister.href()} variant="light">
            {t('dashboard.seeApplication')}
          </Button>
        ) : undefined}
      />
      <TeamNav />
      <TeamOverview key={team.id} teamId={team.id} />
    </Container>
  );
}
