import type { ReactElement } from 'react';
import { Badge, Menu } from '@mantine/core';
import { IconCheck, IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CreatorTeamMember } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { OrgAvatar, OrgLabel } from './org-switcher';

// The organisation switcher's menu of teams, in a chunk of its own: loaded when the switcher is first opened
// (deferred-menu.tsx).

export function OrgSwitcherMenu({
  target,
  opened,
  teams,
  selected,
  onSwitch,
}: {
  target: ReactElement;
  opened: boolean;
  teams: CreatorTeamMember[];
  selected: CreatorTeamMember;
  onSwitch: (member: CreatorTeamMember) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal width={280} defaultOpened={opened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('orgSwitcher.title')}</Menu.Label>
        {teams.map((member) => {
          const current = member.creatorTeam.id === selected.creatorTeam.id;
          return (
            <Menu.Item
              key={member.id}
              leftSection={<OrgAvatar team={member.creatorTeam} size={28} />}
              rightSection={
                current ? (
                  <IconCheck size={16} aria-hidden="true" />
                ) : member.creatorTeam.accessStatus === 'BLOCKED' ? (
                  <Badge size="xs" color="red">
                    {t('orgSwitcher.blocked')}
                  </Badge>
                ) : null
              }
              aria-current={current ? 'true' : undefined}
              onClick={() => (current ? undefined : onSwitch(member))}
            >
              <OrgLabel member={member} />
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.creatorDashboard.href()} leftSection={<IconLayoutDashboard size={16} />}>
          {t('orgSwitcher.dashboard')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
