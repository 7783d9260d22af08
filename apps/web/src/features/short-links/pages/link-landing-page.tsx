import { useState } from 'react';
import { Alert, Button, Center, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconLinkOff, IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/components/data-states';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useLinkLanding } from '../api/get-short-links';
import { unlockShortLink } from '../api/short-link-mutations';

// /s/{slug} when the server did not redirect: the link is unknown (404), disabled or expired (410), or asks for a
// password. The server answered this page with that status; the page asks what to say.

export default function LinkLandingPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('linkLanding');
  const landing = useLinkLanding(slug);
  const state = landing.data?.state;
  useDocumentTitle(
    state === 'PASSWORD'
      ? t('password.title')
      : state === 'DISABLED' || state === 'EXPIRED'
        ? t('gone.title')
        : state
          ? t('notFound.title')
          : null,
  );
  return (
    <Container size="xs" py={64}>
      <Paper withBorder radius="lg" p="xl">
        {landing.isPending ? (
          <ListSkeleton rows={2} height={40} />
        ) : state === 'PASSWORD' ? (
          <PasswordForm slug={slug} />
        ) : state === 'ACTIVE' ? (
          <Message icon={<IconLink size={32} />} title={t('active.title')} text={t('active.text')} />
        ) : state === 'DISABLED' ? (
          <Message icon={<IconLinkOff size={32} />} title={t('gone.title')} text={t('gone.disabled')} />
        ) : state === 'EXPIRED' ? (
          <Message icon={<IconLinkOff size={32} />} title={t('gone.title')} text={t('gone.expired')} />
        ) : (
          <Message icon={<IconLinkOff size={32} />} title={t('notFound.title')} text={t('notFound.text')} />
        )}
      </Paper>
    </Container>
  );
}

function Message({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  const { t } = useTranslation('linkLanding');
  return (
    <Stack align="center" gap="sm" ta="center">
      <Center c="dimmed">{icon}</Center>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to="/" variant="light" mt="sm">
        {t('home')}
      </Button>
    </Stack>
  );
}

function PasswordForm({ slug }: { slug: string }) {
  const { t } = useTranslation('linkLanding');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('password.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { destination } = await unlockShortLink(slug, password);
      window.location.assign(destination);
    } catch (caught) {
      setError(isApiError(caught) ? errorText(caught) : t('password.failed'));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Stack align="center" gap="xs" ta="center">
          <IconLock size={32} aria-hidden="true" />
          <Title order={1} fz="h2">
            {t('password.title')}
          </Title>
          <Text c="dimmed">{t('password.text')}</Text>
        </Stack>
        <PasswordInput
          label={t('password.label')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error !== null}
          autoFocus
          required
        />
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          {t('password.open')}
        </Button>
      </Stack>
    </form>
  );
}
