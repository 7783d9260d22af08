import type { ReactNode } from 'react';
import { Alert, Avatar, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORG_INITIALS_MAX } from '@plaudit/contract';
import { LoadError } from '@/components/data-states';
import { FullPageLoader } from '@/components/full-page-loader';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { formatDate, orgInitials } from '@/lib/format';
import { useMe } from '@/lib/me-query';
import { notifyError, notifySuccess } from '@/lib/notify';
import { signOut } from '@/lib/sign-out';
import { useAcceptInvite, useInvitePreview } from '../api/invite-landing';

/**
 * /invite?token=…: the mailed team invitation. Shows team and role; 'accept' when signed in with the invited
 * address; otherwise sign in or register first and come back here (callbackUrl), then accept.
 */
export default function InvitePage() {
  const { t, i18n } = useTranslation('teams');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const { status, user } = useMe();
  const signedIn = status === 'signedIn';
  const preview = useInvitePreview(token, signedIn, token !== '' && status !== 'restoring');
  const accept = useAcceptInvite();
  const here = `${location.pathname}${location.search}`;

  if (!token)
    return (
      <Shell>
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {t('landing.missing')}
        </Alert>
      </Shell>
    );
  if (status === 'restoring' || preview.isPending) return <FullPageLoader label={t('common:loading')} />;
  if (preview.isError) {
    const notFound = isApiError(preview.error) && preview.error.status === 404;
    return (
      <Shell>
        {notFound ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {t('landing.notFound')}
          </Alert>
        ) : (
          <LoadError title={t('loadError')} error={preview.error} onRetry={() => void preview.refetch()} />
        )}
      </Shell>
    );
  }

  const invite = preview.data;
  const role = t(`roles.${invite.role}`);
  const onAccept = async () => {
    try {
      await accept.mutateAsync(token);
      notifySuccess(t('landing.accepted', { team: invite.brandName, role }));
      navigate(paths.creatorDashboard.href(), { replace: true });
    } catch (error) {
      notifyError(error);
    }
  };

  let action: ReactNode;
  if (invite.state !== 'OPEN') {
    action = (
      <Alert color="orange" icon={<IconAlertCircle size={18} />} role="status">
        {t(`landing.states.${invite.state}`)}
      </Alert>
    );
  } else if (!signedIn) {
    action = (
      <Stack gap="sm">
        <Text fz="sm">{t('landing.signInFirst', { email: invite.emailMasked })}</Text>
        <Group gap="sm" grow>
          <Button component={Link} to={paths.login.href({ callbackUrl: here })}>
            {t('landing.signIn')}
          </Button>
          <Button component={Link} to={paths.register.href({ callbackUrl: here })} variant="light">
            {t('landing.register')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (invite.forCurrentUser === false) {
    action = (
      <Stack gap="sm">
        <Alert color="orange" icon={<IconAlertCircle size={18} />} role="status">
          {t('landing.wrongAccount', { email: invite.emailMasked })}
        </Alert>
        <Button
          variant="light"
          onClick={() => void signOut().then(() => navigate(paths.login.href({ callbackUrl: here })))}
        >
          {t('landing.switchAccount')}
        </Button>
      </Stack>
    );
  } else if (user && !user.isEmailVerified) {
    action = (
      <Stack gap="sm">
        <Alert color="yellow" role="status">
          {t('landing.verifyFirst')}
        </Alert>
        <Button component={Link} to={paths.register.href({ callbackUrl: here })} variant="light">
          {t('landing.register')}
        </Button>
      </Stack>
    );
  } else {
    action = (
      <Button
        size="md"
        leftSection={<IconMailCheck size={18} />}
        loading={accept.isPending}
        onClick={() => void onAccept()}
      >
        {t('landing.accept')}
      </Button>
    );
  }

  return (
    <Shell>
      <Card withBorder radius="lg" p="xl" shadow="sm">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <Avatar src={invite.iconUrl} alt="" size={64} radius="md" color="brand" variant="light">
              {orgInitials(invite.brandName, ORG_INITIALS_MAX)}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {t('landing.heading', { team: invite.brandName })}
              </Title>
              <Badge variant="light" w="fit-content">
                {role}
              </Badge>
            </Stack>
          </Group>
          <Text>
            {invite.inviterName
              ? t('landing.text', {
                  inviter: invite.inviterName,
                  email: invite.emailMasked,
                  team: invite.brandName,
                  role,
                })
              : t('landing.textNoInviter', { email: invite.emailMasked, team: invite.brandName, role })}
          </Text>
          {invite.state === 'OPEN' && (
            <Text fz="sm" c="dimmed">
              {t('landing.expires', { date: formatDate(invite.expiresAt, i18n.language) })}
            </Text>
          )}
          {action}
        </Stack>
      </Card>
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('teams');
  return (
    <Container size={560} py="xl">
      <Text fz="sm" c="dimmed" tt="uppercase" fw={600} mb="xs">
        {t('landing.title')}
      </Text>
      {children}
    </Container>
  );
}
