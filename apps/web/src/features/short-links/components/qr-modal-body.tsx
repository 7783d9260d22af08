import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Image, Loader, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SHORT_LINK_QR_MARGIN_DEFAULT } from '@plaudit/contract';
import { notifyError } from '@/lib/notify';
import { getQrSvg, saveFile, svgToPng } from '../api/get-short-link-files';

const SIZES = ['256', '512', '1024', '2048'] as const;

/** The QR modal: a preview, the size, the brand icon in the middle, and SVG or PNG downloads. */
export function QrModalBody({ teamId, linkId, slug }: { teamId: string | null; linkId: string; slug: string }) {
  const { t } = useTranslation('shortLinks');
  const [size, setSize] = useState<(typeof SIZES)[number]>('512');
  const [logo, setLogo] = useState(false);
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = { size: Number(size), margin: SHORT_LINK_QR_MARGIN_DEFAULT, logo: logo ? 'true' : 'false' } as const;

  useEffect(() => {
    let live = true;
    setFailed(false);
    getQrSvg(teamId, linkId, { ...query, size: 256 }).then(
      (text) => live && setSvg(text),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the preview follows the icon switch only
  }, [teamId, linkId, logo]);

  const download = async (format: 'svg' | 'png') => {
    setBusy(true);
    try {
      const text = await getQrSvg(teamId, linkId, { ...query, download: 'true' });
      const blob = format === 'svg' ? new Blob([text], { type: 'image/svg+xml' }) : await svgToPng(text, Number(size));
      saveFile(blob, `${slug}-qr-${size}.${format}`);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Center mih={256}>
        {failed ? (
          <Alert color="red">{t('qr.failed')}</Alert>
        ) : svg ? (
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            w={256}
            h={256}
            alt={t('qr.alt', { slug })}
            data-testid="qr-preview"
          />
        ) : (
          <Loader aria-label={t('qr.loading')} />
        )}
      </Center>
      <Stack gap={4}>
        <Text fz="sm" fw={500} id="qr-size-label">
          {t('qr.size')}
        </Text>
        <SegmentedControl
          aria-labelledby="qr-size-label"
          value={size}
          onChange={(value) => setSize(value as (typeof SIZES)[number])}
          data={SIZES.map((value) => ({ value, label: `${value} px` }))}
          fullWidth
        />
      </Stack>
      <Switch label={t('qr.logo')} checked={logo} onChange={(event) => setLogo(event.currentTarget.checked)} />
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={busy}
          onClick={() => void download('svg')}
        >
          {t('qr.downloadSvg')}
        </Button>
        <Button leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void download('png')}>
          {t('qr.downloadPng')}
        </Button>
      </Group>
    </Stack>
  );
}
