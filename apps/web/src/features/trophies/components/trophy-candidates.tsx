import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrophyMethod, TrophyNominee } from '@plaudit/contract';
import { intlLocale, numberFormat } from '@/lib/format';
import { CandidateImage } from './candidate-image';

/** A number in the reader's language with at most `digits` decimals. */
const number = (value: number, language: string, digits = 2) =>
  numberFormat(intlLocale(language), {
    maximumFractionDigits: digits,
    minimumFractionDigits: Math.min(digits, 1),
  }).format(value);

/** The figures beside a candidate, in words: "★ 4.5 · 12 reviews · 30 helpful votes". */
export function FiguresLine({ nominee }: { nominee: TrophyNominee }) {
  const { t, i18n } = useTranslation('trophies');
  const f = nominee.figures;
  const stars = nominee.contentType === 'PRODUCT' ? f.ratingAverage : f.rating;
  const parts = [
    stars !== null ? t('figures.rating', { value: number(stars, i18n.language, 1) }) : t('figures.noRating'),
    ...(f.reviewCount !== null ? [t('figures.reviews', { count: f.reviewCount })] : []),
    t('figures.helpful', { count: f.helpfulCount }),
  ];
  return (
    <Text fz="xs" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

/**
 * The candidates in their published order (the draw's index is the position shown minus one). SCORE adds each
 * score and rank (the full table the server computed); the winner is marked.
 */
export function TrophyCandidates({ nominees, method }: { nominees: readonly TrophyNominee[]; method: TrophyMethod }) {
  const { t, i18n } = useTranslation('trophies');
  const score = method === 'SCORE';
  return (
    <Table.ScrollContainer minWidth={score ? 520 : 360}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption>{t('candidates.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={48}>
              {t('candidates.position')}
            </Table.Th>
            <Table.Th scope="col">{t('candidates.candidate')}</Table.Th>
            {score && (
              <>
                <Table.Th scope="col" ta="right">
                  {t('candidates.score')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('candidates.rank')}
                </Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {nominees.map((nominee) => (
            <Table.Tr key={nominee.id} bg={nominee.isWinner ? 'var(--mantine-color-yellow-light)' : undefined}>
              <Table.Td>{nominee.position + 1}</Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <CandidateImage candidate={nominee} size={40} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Anchor component={Link} to={nominee.href} fw={600} fz="sm">
                        {nominee.title}
                      </Anchor>
                      {nominee.isWinner && (
                        <Badge
                          color="yellow"
                          variant="filled"
                          size="sm"
                          leftSection={<IconCrown size={12} aria-hidden="true" />}
                        >
                          {t('candidates.winner')}
                        </Badge>
                      )}
                    </Group>
                    <Text fz="xs">{nominee.subtitle}</Text>
                    <FiguresLine nominee={nominee} />
                  </Stack>
                </Group>
              </Table.Td>
              {score && (
                <>
                  <Table.Td ta="right">
                    {nominee.score !== null ? number(nominee.score, i18n.language, 4) : t('candidates.noScore')}
                  </Table.Td>
                  <Table.Td ta="right">{nominee.rank ?? '—'}</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
