import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconEdit,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerStop,
  IconPlus,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mayDoInTeam, type Campaign } from '@plaudit/contract';
import { ListSkeleton, LoadError } from '@/components/data-states';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { SelectedTeamPage } from '@/components/selected-team-page';
import { TeamNav } from '@/components/team-nav';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCampaign, useCampaignOptions, useCampaignStep } from '../api/campaigns';
import { BidForm } from '../components/bid-form';
import { CampaignForm } from '../components/campaign-form';
import { CampaignResults } from '../components/campaign-results';
import { CampaignStatusBadge } from '../components/campaign-status-badge';

// /dashboard/creator/campaigns/:campaignId: a campaign's budget and hold, its bids ("edit bid"), pause, resume and
// end, and its results with a chart and the CSV.

export default function CampaignPage() {
  const { t } = useTranslation('campaigns');
  const { campaignId = '' } = useParams();
  return (
    <SelectedTeamPage title={t('list.title')} noTeamText={t('list.noTeam')}>
      {(member) => (
        <CampaignView
          teamId={member.creatorTeam.id}
          campaignId={campaignId}
          mayRun={mayDoInTeam(member.role, 'runCampaigns')}
        />
      )}
    </SelectedTeamPage>
  );
}

function CampaignView({ teamId, campaignId, mayRun }: { teamId: string; campaignId: string; mayRun: boolean }) {
  const { t, i18n } = useTranslation('campaigns');
  const campaign = useCampaign(teamId, campaignId);
  const options = useCampaignOptions(teamId);
  const step = useCampaignStep(teamId, campaignId);
  const stack = useModalStack();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  const run = async (which: 'pause' | 'resume' | 'end') => {
    try {
      await step.mutateAsync(which);
      notifySuccess(t(`steps.${which}Done`));
    } catch (error) {
      notifyError(error);
    }
  };
  const editBid = (c: Campaign, featuringId?: string) => {
    const option = options.data?.featurings.find((f) => f.featuringId === featuringId);
    const bid = c.bids.find((b) => b.featuringId === featuringId);
    const choices = options.data?.featurings ?? [];
    const target = option ?? choices.find((f) => !c.bids.some((b) => b.featuringId === f.featuringId));
    if (!target) return;
    stack.open({
      key: 'editBid',
      title: t('bid.title', { category: target.category.name }),
      render: (top) => (
        <BidForm
          teamId={teamId}
          campaignId={campaignId}
          option={target}
          bid={bid ? { productId: bid.product.id, maxBid: bid.maxBid, active: bid.active } : undefined}
          onDone={() => top.back()}
        />
      ),
    });
  };
  const edit = (c: Campaign) =>
    stack.open({
      key: 'newCampaign',
      title: t('form.editTitle'),
      size: 'lg',
      render: (top) => <CampaignForm teamId={teamId} campaign={c} onDone={() => top.back()} />,
    });

  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to={paths.creatorCampaigns.href()} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('page.back')}
        </Group>
      </Anchor>
      {campaign.isPending && <ListSkeleton rows={3} />}
      {campaign.isError && (
        <LoadError title={t('page.loadError')} error={campaign.error} onRetry={() => void campaign.refetch()} />
      )}
      {campaign.data && (
        <Stack gap="xl" mt="md">
          <PageHeader
            title={campaign.data.name}
            description={t('page.description', { from: campaign.data.startsOn, to: campaign.data.endsOn ?? '…' })}
            action={<CampaignStatusBadge status={campaign.data.status} />}
          />
          <TeamNav />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {(['totalBudget', 'spent', 'held'] as const).map((key) => (
              <Card key={key} withBorder padding="md">
                <Text fz="sm" c="dimmed">
                  {t(`page.${key}`)}
                </Text>
                <Text fz="xl" fw={700} data-testid={`campaign-${key}`}>
                  {number(campaign.data[key])}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          {mayRun && (
            <Group gap="sm" wrap="wrap">
              <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => edit(campaign.data)}>
                {t('steps.edit')}
              </Button>
              {campaign.data.status === 'ACTIVE' && (
                <Button variant="default" leftSection={<IconPlayerPause size={16} />} onClick={() => void run('pause')}>
                  {t('steps.pause')}
                </Button>
              )}
              {(campaign.data.status === 'PAUSED' || campaign.data.status === 'DRAFT') && (
                <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => void run('resume')}>
                  {campaign.data.status === 'DRAFT' ? t('steps.start') : t('steps.resume')}
                </Button>
              )}
              {campaign.data.status !== 'ENDED' && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconPlayerStop size={16} />}
                  onClick={() => void run('end')}
                >
                  {t('steps.end')}
                </Button>
              )}
            </Group>
          )}
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="h3">
                {t('page.bids')}
              </Title>
              {mayRun && campaign.data.status !== 'ENDED' && (
                <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => editBid(campaign.data)}>
                  {t('page.addBid')}
                </Button>
              )}
            </Group>
            {campaign.data.bids.length === 0 ? (
              <Text c="dimmed" fz="sm">
                {t('page.noBids')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('page.category')}</Table.Th>
                      <Table.Th>{t('page.product')}</Table.Th>
                      <Table.Th>{t('page.maxBid')}</Table.Th>
                      <Table.Th>{t('page.reserve')}</Table.Th>
                      <Table.Th>{t('page.bidStatus')}</Table.Th>
                      {mayRun && <Table.Th>{t('page.actions')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {campaign.data.bids.map((bid) => (
                      <Table.Tr key={bid.featuringId} data-testid="campaign-bid">
                        <Table.Td>{bid.category.name}</Table.Td>
                        <Table.Td>{bid.product.name}</Table.Td>
                        <Table.Td>{number(bid.maxBid)}</Table.Td>
                        <Table.Td>{number(bid.reservePrice)}</Table.Td>
                        <Table.Td>{bid.active ? t('page.bidActive') : t('page.bidInactive')}</Table.Td>
                        {mayRun && (
                          <Table.Td>
                            <Button
                              size="xs"
                              variant="subtle"
                              onClick={() => editBid(campaign.data, bid.featuringId)}
                              aria-label={t('page.editBidFor', { category: bid.category.name })}
                            >
                              {t('page.editBid')}
                            </Button>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
          <CampaignResults teamId={teamId} campaignId={campaignId} />
        </Stack>
      )}
    </Container>
  );
}
