import { Button } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/data-states';
import { paths } from '@/config/paths';

/** Products belong to a creator team: someone in none is shown the way to one. */
export function NoTeamState() {
  const { t } = useTranslation('products');
  return (
    <EmptyState
      icon={IconBuildingStore}
      title={t('noTeam.title')}
      text={t('noTeam.text')}
      radius="md"
      action={
        <Button component={Link} to={paths.partnerRegister.href()} variant="light" mt="xs">
          {t('noTeam.action')}
        </Button>
      }
    />
  );
}
