import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** /terms and /privacy: short, plain text. */
export default function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const sections = t(`legal.${kind}.sections`, { returnObjects: true }) as { title: string; text: string }[];
  return (
    <Container size="md" py="xl">
      <PageHeader title={t(`legal.${kind}.title`)} description={t(`legal.${kind}.description`)} />
      <Stack gap="lg">
        {sections.map((s) => (
          <Stack key={s.title} gap={6}>
            <Title order={2} fz="lg">
              {s.title}
            </Title>
            <Text>{s.text}</Text>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
