import type { ReactNode } from 'react';
import { Group, NavLink, Paper, Stack, Text, type PaperProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

// The side navigation of an area (settings, admin): a bordered panel with the area's icon and title, then one
// link per page; the link whose path the current location starts with is marked as the current page.

export interface SideNavItem {
  href: string;
  /** Active only on `href` itself, not below it (an area's home). */
  exact?: boolean;
  /** Already translated. */
  label: string;
  icon: Icon;
}

interface SideNavProps extends PaperProps {
  /** The accessible name of the <nav>. */
  label: string;
  title: string;
  icon: Icon;
  /** Shown at the end of the title row (e.g. the person's role). */
  badge?: ReactNode;
  items: readonly SideNavItem[];
}

export function SideNav({ label, title, icon: TitleIcon, badge, items, ...paper }: SideNavProps) {
  const location = useLocation();
  // A section is active on its own page and below it; an area's home (`exact`) only on itself.
  const isActive = (href: string, exact?: boolean) =>
    exact ? location.pathname === href : location.pathname.startsWith(href);
  return (
    <Paper withBorder radius="lg" p="sm" component="nav" aria-label={label} {...paper}>
      <Group gap="xs" px="xs" pb="xs">
        <TitleIcon size={18} aria-hidden="true" />
        <Text fw={700}>{title}</Text>
        {badge}
      </Group>
      <Stack gap={2}>
        {items.map((item) => (
          <NavLink
            key={item.href}
            component={Link}
            to={item.href}
            label={item.label}
            leftSection={<item.icon size={18} aria-hidden="true" />}
            active={isActive(item.href, item.exact)}
            aria-current={isActive(item.href, item.exact) ? 'page' : undefined}
            style={{ borderRadius: 8 }}
          />
        ))}
      </Stack>
    </Paper>
  );
}
