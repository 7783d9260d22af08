import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconLink, IconPlayerPlay, IconPlus, IconQrcode, IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIST_TAKE_DEFAULT, SHORT_LINK_STATUSES, mayAdmin, type ShortLinkListItem } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { ListFilters, ListSearch, PagedList, useListParams } from '@/components/paged-list';
import { formatDate } from '@/lib/format';
import { useMe } from '@/lib/me-query';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAdminShortLinks } from '../api/get-short-links';
import { useStaffEnable } from '../api/short-link-mutations';
import { CopyLinkButton } from '../components/copy-link-button';
import { DisableForm } from '../components/disable-form';
import { LINK_SORTS, LinkStatusFilter } from '../components/link-list-filters';
import { LinkStatusBadge } from '../components/link-status-badge';
import { useShortLinkModals } from '../components/use-short-link-modals';

// /admin/links: every short link, the platform's own and the teams', for the staff: an ADMIN adds platform links
// ("add admin short link"); an ADMIN or MOD disables any link with a reason, or enables it again.

const OWNERS = ['platform'] as const;
const ADDRESS = {
  filters: { status: SHORT_LINK_STATUSES, owner: OWNERS },
  sorts: LINK_SORTS,
  names: { search: 'q' },
} as const;

export default function AdminLinksPage() {
  const { t, i18n } = useTranslation('shortLinks');
  const { user } = useMe();
  const stack = useModalStack();
  const list = useListParams(ADDRESS);
  const links = useAdminShortLinks({
    page: list.page,
    take: LIST_TAKE_DEFAULT,
    search: list.search,
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
    status: list.filters.status ?? undefined,
    owner: list.filters.owner ?? undefined,
  });
  const modals = useShortLinkModals(null);
  const enable = useStaffEnable();
  const manage = user ? mayAdmin(user.role, 'shortLinks.manage') : false;
  const addButton = manage ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => modals.create()}>
      {t('admin.add')}
    </Button>
  ) : undefined;

  const disable = (link: ShortLinkListItem) =>
    stack.open({
      key: 'disableShortLink',
      title: t('admin.disableTitleFor', { slug: link.slug }),
      render: (top) => <DisableForm linkId={link.id} onDone={() => top.back()} onCancel={() => top.back()} />,
    });
  const onEnable = async (link: ShortLinkListItem) => {
    try {
      await enable.mutateAsync(link.id);
      notifySuccess(t('admin.enabled'));
    } catch (error) {
      notifyError(error);
    }
  };

  const linkCell = (link: ShortLinkListItem) => (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Group gap={4} wrap="nowrap">
        <Text fw={600} fz="sm" truncate="end">
          /s/{link.slug}
        </Text>
        <CopyLinkButton url={link.shortUrl} teamId={null} linkId={link.id} />
      </Group>
      <Text fz="xs" c="dimmed" truncate="end" title={link.finalUrl}>
        {link.destination}
      </Text>
      {link.staffReason && (
        <Text fz="xs" c="red">
          {t('admin.reasonShown', { reason: link.staffReason })}
        </Text>
      )}
    </Stack>
  );
  const actions = (link: ShortLinkListItem) => (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="subtle" leftSection={<IconQrcode size={14} />} onClick={() => modals.qr(link)}>
        {t('qr.open')}
      </Button>
      {link.staffDisabled ? (
        <Button
          size="compact-sm"
          variant="light"
          color="teal"
          leftSection={<IconPlayerPlay size={14} />}
          onClick={() => void onEnable(link)}
        >
          {t('admin.enable')}
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconBan size={14} />}
          onClick={() => disable(link)}
          aria-label={t('admin.disableFor', { slug: link.slug })}
        >
          {t('admin.disable')}
        </Button>
      )}
    </Group>
  );

  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.description')} action={addButton} />
      <ListFilters>
        <ListSearch list={list} label={t('list.search')} placeholder={t('list.searchPlaceholder')} />
        <LinkStatusFilter value={list.filters.status} onChange={(value) => list.setFilter('status', value)} />
        <Select
          label={t('admin.owner')}
          placeholder={t('admin.allOwners')}
          clearable
          data={[{ value: 'platform', label: t('admin.platform') }]}
          value={list.filters.owner}
          onChange={(value) => list.setFilter('owner', value)}
          style={{ flex: '1 1 160px' }}
        />
      </ListFilters>
      <PagedList
        list={list}
        query={links}
        label={t('admin.tableLabel')}
        total={(count) => t('list.total', { count })}
        rowKey={(link) => link.id}
        rowTestId="admin-link-row"
        errorTitle={t('list.loadError')}
        clearLabel={t('list.clearFilters')}
        empty={{ icon: IconLink, title: t('admin.emptyTitle'), text: t('admin.emptyText'), action: addButton }}
        columns={[
          { header: t('list.columns.link'), cell: linkCell, style: { maxWidth: 340 } },
          { header: t('admin.owner'), cell: (link) => <Text fz="sm">{link.teamName ?? t('admin.platform')}</Text> },
          { header: t('list.columns.status'), cell: (link) => <LinkStatusBadge status={link.status} /> },
          { header: t('admin.clicks'), cell: (link) => <Text fz="sm">{link.clicks}</Text> },
          {
            header: t('list.columns.created'),
            cell: (link) => <Text fz="sm">{formatDate(link.createdAt, i18n.language)}</Text>,
          },
          { header: t('admin.actions'), cell: actions },
        ]}
        card={(link) => (
          <Stack gap={6}>
            {linkCell(link)}
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <LinkStatusBadge status={link.status} />
                <Text fz="xs" c="dimmed">
                  {link.teamName ?? t('admin.platform')}
                </Text>
              </Group>
              {actions(link)}
            </Group>
          </Stack>
        )}
      />
    </>
  );
}
