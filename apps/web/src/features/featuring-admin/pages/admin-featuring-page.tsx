import { useState } from 'react';
import { ActionIcon, Badge, Button, Container, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconGavel, IconListDetails, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIST_TAKE_DEFAULT, type Featuring } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { PagedList, useListParams } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAdminFeaturings, useCloseDay, useDeleteFeaturing } from '../api/featuring-admin';
import { AuctionLog } from '../components/auction-log';
import { FeaturingForm } from '../components/featuring-form';

// /admin/featuring: the categories on sale for featuring, the "add and edit category featuring" modal, each
// featuring's auction log, and closing a day's auction by hand (the same work as the daily job).

const ADDRESS = { filters: {}, sorts: ['createdAt:DESC'] as const, names: {} } as const;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export default function AdminFeaturingPage() {
  const { t } = useTranslation('featuringAdmin');
  const list = useListParams(ADDRESS);
  const featurings = useAdminFeaturings({ page: list.page, take: LIST_TAKE_DEFAULT });
  const stack = useModalStack();
  const remove = useDeleteFeaturing();
  const close = useCloseDay();
  const [day, setDay] = useState(tomorrow);

  const edit = (featuring?: Featuring) =>
    stack.open({
      key: featuring ? 'editCategoryFeaturing' : 'addCategoryFeaturing',
      title: featuring ? t('modal.edit', { category: featuring.category.name }) : t('modal.add'),
      render: (top) => <FeaturingForm featuring={featuring} onDone={() => top.back()} />,
    });
  const showLog = (featuring: Featuring) =>
    stack.open({
      key: 'featuringAuctionLog',
      title: t('log.title', { category: featuring.category.name }),
      size: 'xl',
      render: () => <AuctionLog featuringId={featuring.id} />,
    });
  const closeDay = async () => {
    try {
      const result = await close.mutateAsync(day);
      notifySuccess(t('close.done', { ...result }));
    } catch (error) {
      notifyError(error);
    }
  };
  const del = async (featuring: Featuring) => {
    try {
      await remove.mutateAsync(featuring.id);
      notifySuccess(t('list.deleted'));
    } catch (error) {
      notifyError(error);
    }
  };

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => edit()}>
      {t('list.add')}
    </Button>
  );
  const actions = (featuring: Featuring) => (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('list.log')} withArrow>
        <ActionIcon
          variant="subtle"
          aria-label={t('list.logFor', { category: featuring.category.name })}
          onClick={() => showLog(featuring)}
        >
          <IconListDetails size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('list.edit')} withArrow>
        <ActionIcon
          variant="subtle"
          aria-label={t('list.editFor', { category: featuring.category.name })}
          onClick={() => edit(featuring)}
        >
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      {featuring.soldDays === 0 && (
        <Tooltip label={t('list.delete')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('list.deleteFor', { category: featuring.category.name })}
            onClick={() => void del(featuring)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
  const status = (featuring: Featuring) => (
    <Badge color={featuring.active ? 'teal' : 'gray'} variant="light">
      {featuring.active ? t('list.active') : t('list.inactive')}
    </Badge>
  );
  const dates = (featuring: Featuring) =>
    featuring.endsOn ? `${featuring.startsOn} – ${featuring.endsOn}` : t('list.from', { day: featuring.startsOn });

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('list.title')} description={t('list.description')} action={addButton} />
      <Group align="flex-end" mb="lg" wrap="wrap">
        <TextInput type="date" label={t('close.day')} value={day} onChange={(e) => setDay(e.currentTarget.value)} />
        <Button
          variant="light"
          leftSection={<IconGavel size={18} />}
          loading={close.isPending}
          onClick={() => void closeDay()}
        >
          {t('close.run')}
        </Button>
        <Text fz="sm" c="dimmed" maw={420}>
          {t('close.help')}
        </Text>
      </Group>
      <PagedList
        list={list}
        query={featurings}
        label={t('list.tableLabel')}
        total={(count) => t('list.total', { count })}
        rowKey={(featuring) => featuring.id}
        rowTestId="featuring-row"
        errorTitle={t('list.loadError')}
        clearLabel={t('list.clear')}
        empty={{ icon: IconGavel, title: t('list.emptyTitle'), text: t('list.emptyText'), action: addButton }}
        columns={[
          {
            header: t('list.columns.category'),
            cell: (f) => (
              <Text fw={600} fz="sm">
                {f.category.name}
              </Text>
            ),
          },
          { header: t('list.columns.slots'), cell: (f) => f.slots },
          { header: t('list.columns.reserve'), cell: (f) => t('list.credits', { count: f.reservePrice }) },
          { header: t('list.columns.dates'), cell: (f) => <Text fz="sm">{dates(f)}</Text> },
          { header: t('list.columns.status'), cell: status },
          { header: t('list.columns.actions'), cell: actions },
        ]}
        card={(f) => (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{f.category.name}</Text>
              {status(f)}
            </Group>
            <Text fz="sm" c="dimmed">
              {t('list.summary', { slots: f.slots, reserve: f.reservePrice })} · {dates(f)}
            </Text>
            {actions(f)}
          </Stack>
        )}
      />
    </Container>
  );
}
