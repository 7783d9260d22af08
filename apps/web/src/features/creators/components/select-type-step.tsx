import { useState } from 'react';
import { Anchor, Button, Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandYoutube, IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { PartnerType } from '../flow';

const OPTIONS = [
  { value: 'CREATOR', icon: IconBuildingStore },
  { value: 'YOUTUBER', icon: IconBrandYoutube },
] as const;

/** SELECT_TYPE: Creator or YouTuber; Next stays disabled until one is chosen. */
export function SelectTypeStep({
  initial,
  onNext,
}: {
  initial: PartnerType | null;
  onNext: (type: PartnerType) => void;
}) {
  const { t } = useTranslation('creators');
  const [type, setType] = useState<PartnerType | null>(initial);
  return (
    <Stack gap="lg">
      <Radio.Group value={type} onChange={(value) => setType(value as PartnerType)} aria-label={t('steps.selectType')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {OPTIONS.map(({ value, icon: Icon }) => (
            <Radio.Card key={value} value={value} radius="md" p="md" aria-label={t(`type.${value}.label`)}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={4} />
                <Stack gap={4}>
                  <Group gap={8}>
                    <ThemeIcon size={28} variant="light" aria-hidden="true">
                      <Icon size={18} />
                    </ThemeIcon>
                    <Text fw={600}>{t(`type.${value}.label`)}</Text>
                  </Group>
                  <Text fz="sm" c="dimmed">
                    {t(`type.${value}.text`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Button size="md" fullWidth disabled={!type} onClick={() => type && onNext(type)}>
        {t('next')}
      </Button>
      <Text fz="sm" ta="center">
        <Anchor component={Link} to={paths.register.href()}>
          {t('notPartner')}
        </Anchor>
      </Text>
    </Stack>
  );
}
