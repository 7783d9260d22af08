import { Avatar, Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORG_INITIALS_MAX, ROUTES, type CreatorTeamMember, type User } from '@plaudit/contract';
import { isAdminPath, paths } from '@/config/paths';
import { call } from '@/lib/call';
import { orgInitials } from '@/lib/format';
import { meQueryKey, useMe } from '@/lib/me-query';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { teamKeys } from '@/lib/team-keys';
import { DeferredMenu } from './deferred-menu';

const loadMenu = () => import('./org-switcher-menu');

// Spec §2 organisation switcher: the selected team's icon (or up to two initials), brand name and the person's
// role as a lower-cased label; a dropdown when they belong to several teams. Hidden on any admin path.

export function OrgAvatar({ team, size = 34 }: { team: CreatorTeamMember['creatorTeam']; size?: number }) {
  return (
    <Avatar src={team.settings.iconUrl} alt="" radius="md" size={size} color="brand" variant="light">
      {orgInitials(team.brandName, ORG_INITIALS_MAX)}
    </Avatar>
  );
}

export function OrgLabel({ member, compact }: { member: CreatorTeamMember; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} style={{ minWidth: 0 }} visibleFrom={compact ? 'sm' : undefined}>
      <Text fw={600} fz="sm" truncate maw={180} lh={1.25}>
        {member.creatorTeam.brandName}
      </Text>
      <Text fz="xs" c="dimmed" lh={1.25} data-testid="org-role">
        {t(`orgSwitcher.roles.${member.role}`).toLowerCase()}
      </Text>
    </Stack>
  );
}

/** PUT /profile/selected-creator-team: answers the updated profile. */
function selectTeam(creatorTeamId: string): Promise<User> {
  return call(ROUTES.profile.selectCreatorTeam, { body: { creatorTeamId } });
}

export function OrgSwitcher() {
  const { t } = useTranslation();
  const { user } = useMe();
  const location = useLocation();
  const switchTeam = useMutation({
    mutationFn: (member: CreatorTeamMember) => selectTeam(member.creatorTeam.id),
    onSuccess: async (me, member) => {
      queryClient.setQueryData(meQueryKey, me);
      // Spec §4: invalidate the team's cached data, say so, and refresh what the page shows.
      queryClient.removeQueries({ queryKey: teamKeys.all });
      notifySuccess(t('orgSwitcher.switched', { name: member.creatorTeam.brandName }));
      await queryClient.invalidateQueries();
    },
    onError: (error) => notifyError(error),
  });
  const selected = user?.selectedCreatorTeam;
  if (!user || !selected || isAdminPath(location.pathname)) return null;
  return (
    <OrgSwitcherView
      teams={user.creatorTeamMembers}
      selected={selected}
      busy={switchTeam.isPending}
      onSwitch={(m) => switchTeam.mutate(m)}
    />
  );
}

export interface OrgSwitcherViewProps {
  teams: CreatorTeamMember[];
  selected: CreatorTeamMember;
  busy?: boolean;
  onSwitch: (member: CreatorTeamMember) => void;
}

/** The switcher itself: a link to the team dashboard with one team, a menu of teams with several. */
export function OrgSwitcherView({ teams, selected, busy, onSwitch }: OrgSwitcherViewProps) {
  const { t } = useTranslation();
  // The accessible name is the visible text (initials or icon, brand, role) followed by what the control does,
  // so a person who says what they see (speech input, WCAG 2.5.3) names it.
  const trigger = (action: string) => (
    <Group gap="xs" wrap="nowrap">
      <OrgAvatar team={selected.creatorTeam} />
      <OrgLabel member={selected} compact />
      {teams.length > 1 && (
        <Box visibleFrom="sm" lh={0}>
          <IconSelector size={16} aria-hidden="true" />
        </Box>
      )}
      <VisuallyHidden>{action}</VisuallyHidden>
    </Group>
  );

  if (teams.length <= 1) {
    return (
      <UnstyledButton component={Link} to={paths.creatorDashboard.href()} data-testid="org-switcher">
        {trigger(t('orgSwitcher.openDashboard'))}
      </UnstyledButton>
    );
  }

  return (
    <DeferredMenu
      load={loadMenu}
      target={
        <UnstyledButton data-testid="org-switcher" disabled={busy}>
          {trigger(t('orgSwitcher.label'))}
        </UnstyledButton>
      }
    >
      {(module, target, opened) => (
        <module.OrgSwitcherMenu target={target} opened={opened} teams={teams} selected={selected} onSwitch={onSwitch} />
      )}
    </DeferredMenu>
  );
}
