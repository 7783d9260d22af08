import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/**
 * A review list's heading with "How reviews work" beside it: whoever reads reviews can find out how they are
 * checked and scored, on every list, in the page's first HTML.
 */
export function ReviewListHeading({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('reviews');
  return (
    <Group gap="sm" align="baseline" wrap="wrap">
      <Title order={2} id={id} fz="h3">
        {title}
      </Title>
      <Anchor component={Link} to={paths.howReviewsWork.href()} fz="sm">
        {t('section.how')}
      </Anchor>
    </Group>
  );
}
