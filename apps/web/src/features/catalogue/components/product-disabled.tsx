import { Button, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A product page the server answered 410: the Plaudit team disabled the product, so the page says that. */
export function ProductDisabled() {
  const { t } = useTranslation('catalogue');
  useDocumentTitle(t('product.disabled.documentTitle'));
  return (
    <Container size="xs" py={64}>
      <Paper withBorder radius="lg" p="xl" data-testid="product-disabled">
        <Stack align="center" gap="sm" ta="center">
          <Center c="dimmed">
            <IconPackageOff size={32} aria-hidden="true" />
          </Center>
          <Title order={1} fz="h2">
            {t('product.disabled.title')}
          </Title>
          <Text c="dimmed">{t('product.disabled.text')}</Text>
          <Button component={Link} to={paths.home.href()} variant="light" mt="sm">
            {t('product.disabled.home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
