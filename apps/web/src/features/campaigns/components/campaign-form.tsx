import { useState } from 'react';
import { Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { campaignUpdateBodySchema, type Campaign, type CampaignUpdateBody } from '@plaudit/contract';
import { ListSkeleton, LoadError } from '@/components/data-states';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useCampaignOptions, useCreateCampaign, useUpdateCampaign } from '../api/campaigns';
import { ClearingPrices } from './clearing-prices';

const FIELDS = ['name', 'startsOn', 'endsOn', 'totalBudget'] as const;
const today = () => new Date().toISOString().slice(0, 10);

interface BidDraft {
  on: boolean;
  productId: string | null;
  maxBid: number;
}

/**
 * The "new campaign" modal (and a campaign's edit): name, dates, budget and, when new, a bid per category: each
 * open featuring with its reserve and recent clearing prices, and the team's products that may bid there.
 */
export function CampaignForm({
  teamId,
  campaign,
  onDone,
}: {
  teamId: string;
  campaign?: Campaign;
  onDone: (saved: Campaign) => void;
}) {
  const { t } = useTranslation('campaigns');
  const options = useCampaignOptions(teamId);
  const create = useCreateCampaign(teamId);
  const update = useUpdateCampaign(teamId, campaign?.id ?? '');
  const [bids, setBids] = useState<Record<string, BidDraft>>({});
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CampaignUpdateBody>({
    resolver: zodResolver(campaignUpdateBodySchema) as never,
    defaultValues: {
      name: campaign?.name ?? '',
      startsOn: campaign?.startsOn ?? today(),
      endsOn: campaign?.endsOn ?? null,
      totalBudget: campaign?.totalBudget ?? 100,
    },
  });

  const submit = handleSubmit(async (fields) => {
    const body = { ...fields, endsOn: fields.endsOn || null };
    try {
      const saved = campaign
        ? await update.mutateAsync(body)
        : await create.mutateAsync({
            ...body,
            bids: Object.entries(bids)
              .filter(([, bid]) => bid.on && bid.productId)
              .map(([featuringId, bid]) => ({ featuringId, productId: bid.productId!, maxBid: bid.maxBid })),
          });
      notifySuccess(campaign ? t('form.saved') : t('form.created'));
      onDone(saved);
    } catch (error) {
      showFormError(error, FIELDS, (field, message) => setError(field, { message }));
    }
  });

  const draft = (id: string, reserve: number): BidDraft => bids[id] ?? { on: false, productId: null, maxBid: reserve };
  const setDraft = (id: string, reserve: number, change: Partial<BidDraft>) =>
    setBids((all) => ({ ...all, [id]: { ...draft(id, reserve), ...change } }));

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          required
          data-autofocus
          {...register('name')}
          error={fieldError(errors.name)}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput
            type="date"
            label={t('form.startsOn')}
            required
            {...register('startsOn')}
            error={fieldError(errors.startsOn)}
          />
          <TextInput
            type="date"
            label={t('form.endsOn')}
            {...register('endsOn', { setValueAs: (value: string) => value || null })}
            error={fieldError(errors.endsOn)}
          />
          <Controller
            control={control}
            name="totalBudget"
            render={({ field }) => (
              <NumberInput
                label={t('form.budget')}
                description={t('form.budgetHelp')}
                required
                min={1}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
                error={fieldError(errors.totalBudget)}
              />
            )}
          />
        </SimpleGrid>
        {!campaign && (
          <Stack gap="xs">
            <Text fw={600}>{t('form.bids')}</Text>
            <Text fz="sm" c="dimmed">
              {t('form.bidsHelp')}
            </Text>
            {options.isPending && <ListSkeleton rows={2} height={80} />}
            {options.isError && (
              <LoadError title={t('form.optionsError')} error={options.error} onRetry={() => void options.refetch()} />
            )}
            {options.data?.featurings.length === 0 && (
              <Text fz="sm" c="dimmed">
                {t('form.noFeaturings')}
              </Text>
            )}
            {options.data?.featurings.map((f) => {
              const bid = draft(f.featuringId, f.reservePrice);
              return (
                <Card key={f.featuringId} withBorder padding="sm" data-testid="campaign-option">
                  <Stack gap={6}>
                    <Checkbox
                      label={t('form.bidOn', { category: f.category.name })}
                      description={t('form.terms', { slots: f.slots, reserve: f.reservePrice })}
                      checked={bid.on}
                      disabled={f.products.length === 0}
                      onChange={(e) => setDraft(f.featuringId, f.reservePrice, { on: e.currentTarget.checked })}
                    />
                    <ClearingPrices clearing={f.clearing} />
                    {f.products.length === 0 && (
                      <Text fz="xs" c="dimmed">
                        {t('form.noProducts')}
                      </Text>
                    )}
                    {bid.on && (
                      <SimpleGrid cols={{ base: 1, xs: 2 }}>
                        <Select
                          label={t('form.product', { category: f.category.name })}
                          data={f.products.map((p) => ({ value: p.id, label: p.name }))}
                          value={bid.productId}
                          onChange={(value) => setDraft(f.featuringId, f.reservePrice, { productId: value })}
                          required
                        />
                        <NumberInput
                          label={t('form.maxBid', { category: f.category.name })}
                          description={t('form.maxBidHelp')}
                          min={f.reservePrice}
                          allowDecimal={false}
                          value={bid.maxBid}
                          onChange={(value) => setDraft(f.featuringId, f.reservePrice, { maxBid: Number(value) })}
                          required
                        />
                      </SimpleGrid>
                    )}
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {campaign ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
