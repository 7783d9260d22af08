import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mayPunish, type GlobalRole, type Punishment } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { useModalStack } from '@/components/modal-stack';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUserPunishments } from '../api/get-user-punishments';
import { useUpdatePunishment } from '../api/update-punishment';
import { PUNISHMENT_COLORS } from './punishment-badges';
import { PunishmentForm } from './punishment-form';

// The 'punishmentHistory' modal body: every punishment of the person, newest first, with who issued
// it and whether it is in force; edit and lift each (as far as the viewer's role allows).

interface Props {
  actor: { id: string; role: GlobalRole };
  target: { id: string; name: string; role: GlobalRole };
}

function statusOf(p: Punishment): 'active' | 'lifted' | 'acknowledged' | 'ended' {
  if (p.active) return 'active';
  if (p.liftedAt) return 'lifted';
  if (p.type === 'WARNING' && p.acknowledgedAt) return 'acknowledged';
  return 'ended';
}

export function PunishmentHistory({ actor, target }: Props) {
  const { t, i18n } = useTranslation('adminUsers');
  const stack = useModalStack();
  const history = useUserPunishments(target.id);
  const update = useUpdatePunishment();
  const mayEdit = (p: Punishment) => mayPunish(actor, target, p.type);

  const onEdit = (p: Punishment) =>
    stack.open({
      key: 'addPunishment',
      title: t('punishments.editTitle', { type: t(`types.${p.type}`) }),
      render: () => <PunishmentForm actorRole={actor.role} target={target} existing={p} />,
    });

  const onLift = async (p: Punishment) => {
    const type = t(`types.${p.type}`);
    const yes = await stack.confirm({
      title: t('punishments.confirmLiftTitle', { type }),
      message: t('punishments.confirmLift', { name: target.name }),
      confirmLabel: t('punishments.confirmLiftAction'),
      danger: true,
    });
    if (!yes) return;
    try {
      await update.mutateAsync({ id: p.id, body: { until: new Date().toISOString() } });
      notifySuccess(t('punishments.liftedToast', { type }));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('punishments.historyOf', { name: target.name })}
      </Text>
      {history.isPending && <ListSkeleton rows={2} height={92} gap="sm" />}
      {history.isError && (
        <LoadError title={t('punishments.loadError')} error={history.error} onRetry={() => void history.refetch()} />
      )}
      {history.data && history.data.data.length === 0 && (
        <EmptyState
          icon={IconCircleCheck}
          color="teal"
          title={t('punishments.empty')}
          text={t('punishments.emptyText')}
          radius="md"
          p="lg"
        />
      )}
      {history.data && history.data.data.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('punishments.historyTitle')}
        >
          {history.data.data.map((p) => {
            const status = statusOf(p);
            const created = formatDateTime(p.createdAt, i18n.language);
            return (
              <Card key={p.id} component="li" withBorder radius="md" p="md" data-testid="punishment-item">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Group gap="xs">
                      <Badge color={PUNISHMENT_COLORS[p.type]} variant="filled">
                        {t(`types.${p.type}`)}
                      </Badge>
                      <Badge color={status === 'active' ? 'red' : 'gray'} variant="light">
                        {t(`punishments.${status}`)}
                      </Badge>
                    </Group>
                    <Text fz="sm" c="dimmed">
                      {p.until
                        ? t('punishments.untilDate', { date: formatDateTime(p.until, i18n.language) })
                        : t('punishments.noEnd')}
                    </Text>
                  </Group>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {p.reason}
                  </Text>
                  {p.comment && (
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {t('punishments.comment', { comment: p.comment })}
                    </Text>
                  )}
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fz="xs" c="dimmed">
                      {p.issuedBy
                        ? t('punishments.issuedBy', { name: p.issuedBy.name, date: created })
                        : t('punishments.issuedByUnknown', { date: created })}
                    </Text>
                    {mayEdit(p) && (
                      <Group gap="xs">
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => onEdit(p)}
                          aria-label={`${t('punishments.edit')} ${t(`types.${p.type}`)}`}
                        >
                          {t('punishments.edit')}
                        </Button>
                        {p.active && (
                          <Button
                            size="compact-sm"
                            color="red"
                            variant="light"
                            onClick={() => void onLift(p)}
                            loading={update.isPending && update.variables?.id === p.id}
                          >
                            {t('punishments.lift')}
                          </Button>
                        )}
                      </Group>
                    )}
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
