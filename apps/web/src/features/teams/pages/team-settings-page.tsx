import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/data-states';
import { PageHeader } from '@/components/page-header';
import { SelectedTeamPage } from '@/components/selected-team-page';
import { useTeamSettings } from '../api/get-team-settings';
import { BillingDetailsForm } from '../components/billing-details-form';
import { BrandSettingsForm } from '../components/brand-settings-form';
import { SocialLinksForm } from '../components/social-links-form';
import { TeamImagesCard } from '../components/team-images-card';
import { TeamNav } from '@/components/team-nav';
import { ReadOnlyNotice, TeamPageSkeleton } from '../components/team-page-state';

/** /dashboard/creator/settings: the selected team's brand, pictures and social links. */
export default function TeamSettingsPage() {
  const { t } = useTranslation('teams');
  return (
    <SelectedTeamPage size="md" title={t('settings.title')}>
      {({ creatorTeam: team }) => <SettingsContent teamId={team.id} brandName={team.brandName} />}
    </SelectedTeamPage>
  );
}

function SettingsContent({ teamId, brandName }: { teamId: string; brandName: string }) {
  const { t } = useTranslation('teams');
  const settings = useTeamSettings(teamId);
  return (
    <Container size="md" py="xl">
      <PageHeader
        title={t('settings.title')}
        description={t('settings.description', { name: settings.data?.brandName ?? brandName })}
      />
      <TeamNav />
      {settings.isPending && <TeamPageSkeleton />}
      {settings.isError && (
        <LoadError title={t('loadError')} error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.data && (
        <Stack gap="lg">
          <ReadOnlyNotice settings={settings.data} kind="settings" />
          {/* key: a switch to another team (or a save) starts the forms from the stored values */}
          <TeamImagesCard settings={settings.data} />
          <BrandSettingsForm key={`${settings.data.id}-brand`} settings={settings.data} />
          <SocialLinksForm key={`${settings.data.id}-social`} settings={settings.data} />
          <BillingDetailsForm settings={settings.data} />
        </Stack>
      )}
    </Container>
  );
}
