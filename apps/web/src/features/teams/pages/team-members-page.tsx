import { Button, Container, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/data-states';
import { PageHeader } from '@/components/page-header';
import { SelectedTeamPage } from '@/components/selected-team-page';
import { useModalStack } from '@/components/modal-stack';
import { paths } from '@/config/paths';
import { useTeamMembers } from '../api/get-team-members';
import { useTeamSettings } from '../api/get-team-settings';
import { InviteMemberForm } from '../components/invite-member-form';
import { MembersList } from '../components/members-list';
import { PendingInvites } from '../components/pending-invites';
import { TeamNav } from '@/components/team-nav';
import { InviteApprovalNotice, mayInvite, ReadOnlyNotice, TeamPageSkeleton } from '../components/team-page-state';
import { TransferOfferAlert } from '../components/transfer-offer-alert';

/** /dashboard/creator/members: members, roles, invitations and ownership of the selected team. */
export default function TeamMembersPage() {
  const { t } = useTranslation('teams');
  return (
    <SelectedTeamPage size="md" title={t('members.title')}>
      {({ creatorTeam: team }, user) => (
        <MembersContent teamId={team.id} myUserId={user.id} brandName={team.brandName} />
      )}
    </SelectedTeamPage>
  );
}

function MembersContent({ teamId, myUserId, brandName }: { teamId: string; myUserId: string; brandName: string }) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const stack = useModalStack();
  const settings = useTeamSettings(teamId);
  const members = useTeamMembers(teamId);

  const openInvite = () =>
    stack.open({
      key: 'addUser',
      title: t('invites.modalTitle'),
      render: (s) => <InviteMemberForm teamId={teamId} onDone={() => s.back()} onCancel={() => s.back()} />,
    });

  const s = settings.data;
  return (
    <Container size="md" py="xl">
      <PageHeader
        title={t('members.title')}
        description={t('members.description', { name: s?.brandName ?? brandName })}
        action={
          s?.permissions.manageMembers ? (
            <Button leftSection={<IconUserPlus size={18} />} onClick={openInvite} disabled={!mayInvite(s)}>
              {t('members.invite')}
            </Button>
          ) : undefined
        }
      />
      <TeamNav />
      {(settings.isPending || members.isPending) && <TeamPageSkeleton />}
      {settings.isError && (
        <LoadError title={t('loadError')} error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {members.isError && (
        <LoadError title={t('loadError')} error={members.error} onRetry={() => void members.refetch()} />
      )}
      {s && members.data && (
        <Stack gap="lg">
          <ReadOnlyNotice settings={s} kind="members" />
          <InviteApprovalNotice settings={s} />
          {members.data.pendingTransfer && (
            <TransferOfferAlert settings={s} transfer={members.data.pendingTransfer} myUserId={myUserId} />
          )}
          <MembersList settings={s} members={members.data.data} onLeft={() => navigate(paths.home.href())} />
          {members.data.data.length <= 1 && (
            <Text c="dimmed" fz="sm">
              {t('members.emptyTitle')} · {t('members.emptyText')}
            </Text>
          )}
          {s.role === 'OWNER' && !s.permissions.leave && !s.permissions.readOnly && (
            <Text c="dimmed" fz="xs">
              {t('members.lastOwner')}
            </Text>
          )}
          <PendingInvites settings={s} />
        </Stack>
      )}
    </Container>
  );
}
