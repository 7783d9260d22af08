import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadError } from '@/components/data-states';
import { paths } from '@/config/paths';
import { useShortLinks } from '../api/get-short-links';
import { CopyLinkButton } from './copy-link-button';
import { LinkStatusBadge } from './link-status-badge';
import { ClicksSparkline } from './sparkline';
import { useShortLinkModals } from './use-short-link-modals';

/** The links a product's page lists at most; the rest are a click away in the team's list, filtered to the product. */
export const PRODUCT_LINKS_SHOWN = 10;

/**
 * A product's short links on its page in the creator workspace: each link with its short URL to copy, where it goes
 * and its clicks of the last 30 days, the clicks of all of them summed (what the links brought the product), and
 * "add short link" with this product already chosen, unless `canAdd` is false (staff disabled the product, so a new
 * link to it would only lead to a page saying so).
 */
export default function ProductLinksCard({
  teamId,
  productId,
  canAdd = true,
}: {
  teamId: string;
  productId: string;
  canAdd?: boolean;
}) {
  const { t, i18n } = useTranslation('shortLinks');
  const links = useShortLinks(teamId, {
    page: 1,
    take: PRODUCT_LINKS_SHOWN,
    productId,
    sortBy: 'clicks',
    sortOrder: 'DESC',
  });
  const modals = useShortLinkModals(teamId);
  const number = new Intl.NumberFormat(i18n.language);
  const data = links.data;
  const addButton =
    canAdd && data?.permissions.edit ? (
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={16} />}
        onClick={() => modals.create({ productId })}
      >
        {t('product.add')}
      </Button>
    ) : null;

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="product-links-title"
      data-testid="product-links"
    >
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Title order={2} fz="lg" id="product-links-title">
            {t('product.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {data && data.meta.total > 0
              ? t('product.summary', {
                  count: data.recentClicks,
                  formatted: number.format(data.recentClicks),
                  links: data.meta.total,
                })
              : t('product.description')}
          </Text>
        </Stack>
        {addButton}
      </Group>
      {links.isPending ? (
        <ListSkeleton rows={2} height={44} />
      ) : links.isError ? (
        <LoadError title={t('product.error')} error={links.error} onRetry={() => void links.refetch()} />
      ) : links.data.data.length === 0 ? (
        <Group gap="xs" c="dimmed" wrap="nowrap">
          <IconLink size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text fz="sm">{t('product.empty')}</Text>
        </Group>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="product-links-title">
          {links.data.data.map((link) => {
            const clicks = link.recentClicks;
            return (
              <Group
                key={link.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                data-testid="product-link-row"
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={4} wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={paths.creatorLink.href(link.id)}
                      fw={600}
                      fz="sm"
                      truncate="end"
                      title={link.shortUrl}
                    >
                      /s/{link.slug}
                    </Anchor>
                    <CopyLinkButton url={link.shortUrl} teamId={teamId} linkId={link.id} />
                    {link.status !== 'ACTIVE' && <LinkStatusBadge status={link.status} />}
                  </Group>
                  <Text fz="xs" c="dimmed" truncate="end" title={link.finalUrl}>
                    {link.title ? `${link.title} · ` : ''}
                    {link.destination}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  <ClicksSparkline data={link.sparkline} width={64} />
                  <Text fz="sm" fw={600} aria-label={t('product.clicksOf', { count: clicks })}>
                    {number.format(clicks)}
                  </Text>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      {data && data.meta.total > data.data.length && (
        <Anchor
          component={Link}
          to={`${paths.creatorLinks.href()}?productId=${encodeURIComponent(productId)}`}
          fz="sm"
          mt="md"
          display="inline-block"
        >
          {t('product.all', { count: data.meta.total })}
        </Anchor>
      )}
    </Card>
  );
}
