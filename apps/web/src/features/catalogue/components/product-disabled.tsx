import { Button, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mayAdmin } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me-query';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * A product page the server answered 410: the Plaudit team disabled the product, so the page says that. Staff who
 * may enable it again are pointed to where they do.
 */
export function ProductDisabled() {
  const { t } = useTranslation('catalogue');
  const { user: me } = useMe();
  const staff = me ? mayAdmin(me.role, 'products.moderate') : false;
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
          <Group justify="center" gap="sm" mt="sm">
            <Button component={Link} to={paths.home.href()} variant="light">
              {t('product.disabled.home')}
            </Button>
            {staff && (
              <Button component={Link} to={paths.adminProducts.href()} variant="default">
                {t('product.disabled.staff')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
