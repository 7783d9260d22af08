import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/data-states';
import { paths } from '@/config/paths';

/** A creator-workspace page (settings, members, products) for someone in no team: the way to one. `text` says why the page needs a team. */
export function NoTeamState({ text }: { text?: ReactNode }) {
  const { t } = useTranslation('teams');
  return (
    <EmptyState
      icon={IconBuildingStore}
      title={t('noTeam.title')}
      text={text ?? t('noTeam.text')}
      radius="md"
      action={
        <Button component={Link} to={paths.partnerRegister.href()} variant="light" mt="xs">
          {t('noTeam.action')}
        </Button>
      }
    />
  );
}
