import type { ReactNode } from 'react';
import { Avatar, BackgroundImage, Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Home } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { CategoryIcon } from '@/components/category-icon';

/** One section of the home page: a heading (named for the section's landmark) and its content. */
export function HomeSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} id={id} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

/** Icon tiles of the top-level categories, each a link to its page. */
export function FeaturedCategories({ categories }: { categories: Home['featuredCategories'] }) {
  const { t } = useTranslation('home');
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, md: 6 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {categories.map((category) => (
        <li key={category.id}>
          <Card
            component={Link}
            to={paths.category.href(category.slug)}
            withBorder
            radius="lg"
            padding="md"
            h="100%"
            className="home-tile"
          >
            <Stack gap="xs" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light">
                <CategoryIcon name={category.icon} size={24} />
              </ThemeIcon>
              <Text fw={600} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
                {category.name}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('categories.count', { count: category.productCount })}
              </Text>
            </Stack>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Cards of approved brands with public products: banner, icon, name and how many products. */
export function BrandsToDiscover({ brands }: { brands: Home['brands'] }) {
  const { t } = useTranslation('home');
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {brands.map((brand) => (
        <li key={brand.creatorProfile}>
          <Card
            component={Link}
            to={paths.brand.href(brand.creatorProfile)}
            withBorder
            radius="lg"
            padding={0}
            h="100%"
            className="home-tile"
          >
            {brand.bannerUrl ? (
              <BackgroundImage src={brand.bannerUrl} h={96} />
            ) : (
              <Box
                h={96}
                style={{
                  background:
                    'linear-gradient(135deg, var(--mantine-color-brand-light), var(--mantine-color-brand-light-hover))',
                }}
              />
            )}
            <Group gap="sm" p="md" wrap="nowrap" mt={-36}>
              <Avatar
                src={brand.iconUrl}
                alt=""
                size={56}
                radius="md"
                style={{ border: '3px solid var(--mantine-color-body)', flexShrink: 0 }}
              >
                {brand.name.slice(0, 2).toUpperCase()}
              </Avatar>
            </Group>
            <Stack gap={2} px="md" pb="md" mt={-8}>
              <Text fw={600} lineClamp={1}>
                {brand.name}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('brands.count', { count: brand.productCount })}
              </Text>
            </Stack>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The way in for people and partners, at the foot of the page. */
export function EntryBand({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" bg="var(--mantine-color-default-hover)">
      {children}
    </Card>
  );
}
