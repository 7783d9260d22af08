import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_KEYS_LIVE_MAX, type ApiKey } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { SelectedTeamPage } from '@/components/selected-team-page';
import { TeamNav } from '@/components/team-nav';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRevokeApiKey } from '../api/api-key-mutations';
import { useApiKeys } from '../api/get-api-keys';
import { KeyRow } from '../components/key-row';
import { useApiKeyModals } from '../components/use-api-key-modals';

// /dashboard/creator/api-keys: the selected team's API keys for the public API, the "create API key" modal, the
// shown-once screen, roll with an overlap and revoke with a confirmation. EDITORs see the list only.

export default function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  return (
    <SelectedTeamPage title={t('page.title')} noTeamText={t('page.noTeam')}>
      {({ creatorTeam: team }) => <ApiKeysContent teamId={team.id} brandName={team.brandName} />}
    </SelectedTeamPage>
  );
}

function ApiKeysContent({ teamId, brandName }: { teamId: string; brandName: string }) {
  const { t } = useTranslation('apiKeys');
  const keys = useApiKeys(teamId);
  const modals = useApiKeyModals(teamId);
  const stack = useModalStack();
  const revoke = useRevokeApiKey(teamId);
  const list = keys.data?.data ?? [];
  const manage = keys.data?.canManage ?? false;
  const live = list.filter((key) => key.status === 'ACTIVE').length;

  const addButton =
    manage && live < API_KEYS_LIVE_MAX ? (
      <Button leftSection={<IconPlus size={18} />} onClick={modals.create}>
        {t('page.create')}
      </Button>
    ) : undefined;

  const doRevoke = async (apiKey: ApiKey) => {
    const yes = await stack.confirm({
      title: t('revoke.title'),
      message: t('revoke.text', { name: apiKey.name, start: apiKey.start }),
      confirmLabel: t('revoke.confirm'),
      cancelLabel: t('form.cancel'),
      danger: true,
    });
    if (!yes) return;
    try {
      await revoke.mutateAsync(apiKey.id);
      notifySuccess(t('revoke.done', { name: apiKey.name }));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('page.title')} description={t('page.description', { name: brandName })} action={addButton} />
      <TeamNav />
      <Stack gap="md">
        <Text fz="sm">
          {t('page.docs')}{' '}
          <Anchor component={Link} to={paths.developers.href()}>
            {t('page.docsLink')}
          </Anchor>
        </Text>
        <section aria-labelledby="api-keys-title">
          <Title order={2} fz="h4" id="api-keys-title" mb="sm">
            {t('page.keys', { count: live, max: API_KEYS_LIVE_MAX })}
          </Title>
          {keys.isPending ? (
            <ListSkeleton rows={2} height={120} />
          ) : keys.isError ? (
            <LoadError error={keys.error} onRetry={() => void keys.refetch()} title={t('page.loadError')} />
          ) : list.length === 0 ? (
            <EmptyState
              icon={IconKey}
              title={t('page.emptyTitle')}
              text={manage ? t('page.emptyText') : t('page.emptyTextReader')}
              action={addButton}
            />
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((apiKey) => (
                <KeyRow
                  key={apiKey.id}
                  apiKey={apiKey}
                  manage={manage}
                  onRoll={() => modals.roll(apiKey)}
                  onRevoke={() => void doRevoke(apiKey)}
                />
              ))}
            </Stack>
          )}
        </section>
      </Stack>
    </Container>
  );
}
