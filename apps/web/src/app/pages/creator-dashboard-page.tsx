import { Button, Container, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me-query';
import { TeamNav } from '@/components/team-nav';
import { TeamOverview } from '@/features/teams/components/team-overview';
import { YoutuberDashboard } from '@/features/catalogue/components/youtuber-dashboard';
import { useTeamProducts } from '@/features/creator-reviews/api/get-team-products';
import { CreatorStatsPanel } from '@/features/stats/components/creator-stats-panel';
import { YoutuberOverviewPanel } from '@/features/stats/components/youtuber-overview';
import { TopLinksCard } from '@/features/short-links/components/top-links-card';
import { mayDoInTeam } from '@plaudit/contract';

/**
 * /dashboard/creator: the selected team's home. It leads with the figures (views, visitors, clicks,
 * reviews, trophies, from the stats feature) for the roles that may read them, then (from the teams feature)
 * verification and access with what to do next, profile completeness, members and pending invitations.
 */
export default function CreatorDashboardPage() {
  const { t } = useTranslation('creators');
  const { user } = useMe();
  const selected = user?.selectedCreatorTeam;
  // A YouTuber has no team: their dashboard is their public page with their own figures and reviews.
  if (!selected && user?.youtuber) {
    return (
      <YoutuberDashboard
        youtuber={user.youtuber}
        imageUrl={user.settings.imageUrl ?? user.image}
        figures={<YoutuberOverviewPanel />}
      />
    );
  }
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
    <Container size="lg" py="xl">
      <PageHeader
        title={team.brandName}
        description={t('dashboard.description', { role: selected.role.toLowerCase() })}
        action={
          team.verification.status !== 'APPROVED' && selected.role === 'OWNER' ? (
            <Button component={Link} to={paths.partnerRegister.href()} variant="light">
              {t('dashboard.seeApplication')}
            </Button>
          ) : undefined
        }
      />
      <TeamNav />
      <Stack gap={48}>
        {mayDoInTeam(selected.role, 'viewStats') && (
          <TeamStats key={team.id} teamId={team.id} brandName={team.brandName} />
        )}
        <TopLinksCard key={`links-${team.id}`} teamId={team.id} />
        <TeamOverview key={team.id} teamId={team.id} />
      </Stack>
    </Container>
  );
}

/** The figures, with the team's products as the product filter's choices. */
function TeamStats({ teamId, brandName }: { teamId: string; brandName: string }) {
  const products = useTeamProducts(teamId);
  return (
    <CreatorStatsPanel
      teamId={teamId}
      brandName={brandName}
      products={(products.data?.data ?? []).map((p) => ({ id: p.id, name: p.name }))}
    />
  );
}
