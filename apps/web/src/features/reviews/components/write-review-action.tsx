import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconBrandYoutube, IconPencil } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useReviewModals } from '../hooks/use-review-modals';
import type { WriteGate } from '../write-gate';

/**
 * "Write a review" as the caller may use it: a visitor goes to sign-in and comes back; an unverified or muted person
 * reads why not; a member of the brand's team is not offered it; an APPROVED YouTuber may also add a video review.
 */
export function WriteReviewAction({
  gate,
  product,
  first = false,
}: {
  gate: WriteGate;
  product: { id: string; name: string };
  first?: boolean;
}) {
  const { t, i18n } = useTranslation('reviews');
  const location = useLocation();
  const modals = useReviewModals();
  const label = first ? t('summary.writeFirst') : t('write.button');
  switch (gate.kind) {
    case 'restoring':
    case 'ownTeam':
      return gate.kind === 'ownTeam' ? (
        <Text fz="sm" c="dimmed">
          {t('write.ownTeam')}
        </Text>
      ) : null;
    case 'signIn':
      return (
        <Button
          component={Link}
          to={paths.login.href({ callbackUrl: `${location.pathname}${location.search}` })}
          leftSection={<IconPencil size={18} aria-hidden="true" />}
        >
          {first ? label : t('write.signIn')}
        </Button>
      );
    case 'unverified':
      return (
        <Alert color="yellow" role="status">
          <Text fz="sm">{t('write.unverified')}</Text>
          <Anchor component={Link} to={paths.settingsProfile.href()} fz="sm">
            {t('write.verifyLink')}
          </Anchor>
        </Alert>
      );
    case 'muted':
      return (
        <Alert color="orange" role="status">
          <Text fz="sm">
            {gate.until ? t('write.muted', { date: formatDateTime(gate.until, i18n.language) }) : t('write.mutedNoEnd')}
          </Text>
        </Alert>
      );
    case 'write':
      return (
        <Group gap="sm" wrap="wrap">
          <Button
            leftSection={<IconPencil size={18} aria-hidden="true" />}
            onClick={() => modals.write(product, 'USER')}
          >
            {label}
          </Button>
          {gate.video && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconBrandYoutube size={18} aria-hidden="true" />}
              onClick={() => modals.write(product, 'YOUTUBE')}
            >
              {t('write.videoButton')}
            </Button>
          )}
        </Group>
      );
  }
}
