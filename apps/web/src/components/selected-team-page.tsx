import { Fragment, type ReactNode } from 'react';
import { Container } from '@mantine/core';
import type { CreatorTeamMember, User } from '@plaudit/contract';
import { NoTeamState } from '@/components/no-team-state';
import { PageHeader } from '@/components/page-header';
import { useMe } from '@/lib/me-query';

// A creator-workspace page works on the team the person has selected. Without one, the page keeps its title and shows
// the way to a team. With one, its content is keyed by the team, so a switch to another team starts it afresh: no
// form, filter or half-loaded list of one team is shown under another's name.

export interface SelectedTeamPageProps {
  /** The page's title, also above the no-team state. */
  title: string;
  /** Why this page needs a team; the shared wording when left out. */
  noTeamText?: ReactNode;
  /** What stands under the title instead of the no-team state, for pages that still have something to show. */
  withoutTeam?: (user: User | undefined) => ReactNode;
  size?: 'md' | 'lg';
  children: (member: CreatorTeamMember, user: User) => ReactNode;
}

export function SelectedTeamPage({ title, noTeamText, withoutTeam, size = 'lg', children }: SelectedTeamPageProps) {
  const { user } = useMe();
  const member = user?.selectedCreatorTeam;
  if (!user || !member) {
    return (
      <Container size={size} py="xl">
        <PageHeader title={title} />
        {withoutTeam ? withoutTeam(user) : <NoTeamState text={noTeamText} />}
      </Container>
    );
  }
  return <Fragment key={member.creatorTeam.id}>{children(member, user)}</Fragment>;
}
