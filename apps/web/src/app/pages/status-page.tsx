import { Button, Center, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { usePageTitle } from '../document-title';

const ICONS = { error: IconAlertTriangle, notFound: IconMapQuestion, noAccess: IconLock } as const;

/** /error, the 404 page and a staff page the person's role may not use: what happened and the way home. */
export function StatusPage({ kind }: { kind: keyof typeof ICONS }) {
  const { t } = useTranslation();
  const Icon = ICONS[kind];
  // Also shown inside other routes (an unknown brand, a staff page the role may not open): it names itself.
  usePageTitle(kind);
  return (
    <Container size="sm" py={80}>
      <Center>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon
            size={64}
            radius="xl"
            variant="light"
            color={kind === 'error' ? 'red' : 'brand'}
            aria-hidden="true"
          >
            <Icon size={34} />
          </ThemeIcon>
          <Title order={1}>{t(`status.${kind}.title`)}</Title>
          <Text c="dimmed">{t(`status.${kind}.text`)}</Text>
          <Button component={Link} to={paths.home.href()} size="md">
            {t('status.home')}
          </Button>
        </Stack>
      </Center>
    </Container>
  );
}

export function ErrorPage() {
  return <StatusPage kind="error" />;
}

export function NoAccessPage() {
  return <StatusPage kind="noAccess" />;
}

export default function NotFoundPage() {
  return <StatusPage kind="notFound" />;
}
