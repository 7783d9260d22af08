import { useState } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_ENDPOINTS_MAX, type WebhookEndpoint } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { SelectedTeamPage } from '@/components/selected-team-page';
import { TeamNav } from '@/components/team-nav';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useWebhooks } from '../api/get-webhooks';
import { useDeleteWebhook, useSendTest } from '../api/webhook-mutations';
import { DeliveryLog } from '../components/delivery-log';
import { EndpointCard } from '../components/endpoint-card';
import { useWebhookModals } from '../components/use-webhook-modals';

// /dashboard/creator/webhooks: the selected team's webhook endpoints with their state, the add/edit modal, the
// secret, "send test", and the delivery log of the endpoint chosen (its filters in the URL).

export default function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  return (
    <SelectedTeamPage title={t('page.title')} noTeamText={t('page.noTeam')}>
      {({ creatorTeam: team }) => <WebhooksContent teamId={team.id} brandName={team.brandName} />}
    </SelectedTeamPage>
  );
}

function WebhooksContent({ teamId, brandName }: { teamId: string; brandName: string }) {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhooks(teamId);
  const modals = useWebhookModals(teamId);
  const stack = useModalStack();
  const sendTest = useSendTest(teamId);
  const remove = useDeleteWebhook(teamId);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = endpoints.data?.data ?? [];
  const manage = endpoints.data?.permissions.manage ?? false;
  const selected = list.find((endpoint) => endpoint.id === chosen) ?? list[0] ?? null;

  const addButton =
    manage && list.length < WEBHOOK_ENDPOINTS_MAX ? (
      <Button leftSection={<IconPlus size={18} />} onClick={modals.create}>
        {t('page.add')}
      </Button>
    ) : undefined;

  const test = async (endpoint: WebhookEndpoint) => {
    try {
      await sendTest.mutateAsync(endpoint.id);
      setChosen(endpoint.id);
      notifySuccess(t('card.testSent'));
    } catch (error) {
      notifyError(error);
    }
  };
  const doDelete = async (endpoint: WebhookEndpoint) => {
    const yes = await stack.confirm({
      title: t('card.deleteTitle'),
      message: t('card.deleteText', { url: endpoint.url }),
      confirmLabel: t('card.delete'),
      cancelLabel: t('form.cancel'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(endpoint.id);
      notifySuccess(t('card.deleted'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('page.title')} description={t('page.description', { name: brandName })} action={addButton} />
      <TeamNav />
      <Stack gap="xl">
        <section aria-labelledby="webhook-endpoints">
          <Title order={2} fz="h4" id="webhook-endpoints" mb="sm">
            {t('page.endpoints', { count: list.length, max: WEBHOOK_ENDPOINTS_MAX })}
          </Title>
          {endpoints.isPending ? (
            <ListSkeleton rows={2} height={120} />
          ) : endpoints.isError ? (
            <LoadError error={endpoints.error} onRetry={() => void endpoints.refetch()} title={t('page.loadError')} />
          ) : list.length === 0 ? (
            <EmptyState
              icon={IconWebhook}
              title={t('page.emptyTitle')}
              text={manage ? t('page.emptyText') : t('page.emptyTextReader')}
              action={addButton}
            />
          ) : (
            <Stack gap="sm">
              {list.map((endpoint) => (
                <EndpointCard
                  key={endpoint.id}
                  endpoint={endpoint}
                  manage={manage}
                  selected={selected?.id === endpoint.id}
                  onSelect={() => setChosen(endpoint.id)}
                  onEdit={() => modals.edit(endpoint)}
                  onSecret={() => modals.secret(endpoint)}
                  onTest={() => void test(endpoint)}
                  onDelete={() => void doDelete(endpoint)}
                  testing={sendTest.isPending && sendTest.variables === endpoint.id}
                />
              ))}
            </Stack>
          )}
        </section>
        {selected && (
          <section aria-labelledby="webhook-log">
            <Title order={2} fz="h4" id="webhook-log">
              {t('log.title')}
            </Title>
            <Text fz="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('log.of', { url: selected.url })}
            </Text>
            <DeliveryLog key={selected.id} teamId={teamId} webhookId={selected.id} manage={manage} />
          </section>
        )}
      </Stack>
    </Container>
  );
}
