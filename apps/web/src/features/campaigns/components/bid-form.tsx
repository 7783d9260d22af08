import { Button, Group, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { campaignBidBodySchema, type CampaignBidBody, type CampaignOptions } from '@plaudit/contract';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { usePutBid } from '../api/campaigns';
import { ClearingPrices } from './clearing-prices';

const FIELDS = ['productId', 'maxBid', 'active'] as const;

/** The "edit bid" modal: the product a campaign promotes in a category and the most it pays a day. */
export function BidForm({
  teamId,
  campaignId,
  option,
  bid,
  onDone,
}: {
  teamId: string;
  campaignId: string;
  option: CampaignOptions['featurings'][number];
  bid?: { productId: string; maxBid: number; active: boolean };
  onDone: () => void;
}) {
  const { t } = useTranslation('campaigns');
  const put = usePutBid(teamId, campaignId);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CampaignBidBody>({
    resolver: zodResolver(campaignBidBodySchema) as never,
    defaultValues: bid ?? { productId: '', maxBid: option.reservePrice, active: true },
  });
  const submit = handleSubmit(async (body) => {
    try {
      await put.mutateAsync({ featuringId: option.featuringId, body });
      notifySuccess(t('bid.saved'));
      onDone();
    } catch (error) {
      showFormError(error, FIELDS, (field, message) => setError(field, { message }));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('bid.label')}>
      <Stack gap="md">
        <Text fz="sm">{t('form.terms', { slots: option.slots, reserve: option.reservePrice })}</Text>
        <ClearingPrices clearing={option.clearing} />
        <Controller
          control={control}
          name="productId"
          render={({ field }) => (
            <Select
              label={t('bid.product')}
              required
              data-autofocus
              data={option.products.map((p) => ({ value: p.id, label: p.name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldError(errors.productId)}
            />
          )}
        />
        <Controller
          control={control}
          name="maxBid"
          render={({ field }) => (
            <NumberInput
              label={t('bid.maxBid')}
              description={t('form.maxBidHelp')}
              required
              min={option.reservePrice}
              allowDecimal={false}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
              error={fieldError(errors.maxBid)}
            />
          )}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              label={t('bid.active')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('bid.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
