import { useEffect, useRef, useState } from 'react';
import { AspectRatio, Box, Button, Center, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBrandYoutubeFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl, youtubeThumbnailUrl } from '@plaudit/contract';

// A video review's light facade: the thumbnail (a plain image from i.ytimg.com) and a play button.
// Nothing from YouTube's player loads until the reader clicks and agrees; the agreement holds for the browser
// session. Never an iframe on page load.

export const YOUTUBE_CONSENT_KEY = 'plaudit.youtubeConsent';

function hasConsent(): boolean {
  try {
    return sessionStorage.getItem(YOUTUBE_CONSENT_KEY) === 'yes';
  } catch {
    return false;
  }
}

function rememberConsent() {
  try {
    sessionStorage.setItem(YOUTUBE_CONSENT_KEY, 'yes');
  } catch {
    /* storage blocked: ask again next time */
  }
}

export function VideoFacade({ videoId, title }: { videoId: string; title: string | null }) {
  const { t } = useTranslation('reviews');
  const [step, setStep] = useState<'idle' | 'consent' | 'playing'>('idle');
  const [thumbFailed, setThumbFailed] = useState(false);
  const name = title || t('video.fallbackTitle');
  const loadButton = useRef<HTMLButtonElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Focus follows the step: to "Load video" when asked, back to the play button after Cancel.
  useEffect(() => {
    if (step === 'consent') {
      asked.current = true;
      loadButton.current?.focus();
    } else if (step === 'idle' && asked.current) playButton.current?.focus();
  }, [step]);

  if (step === 'playing') {
    return (
      <AspectRatio ratio={16 / 9} maw={640}>
        <iframe
          src={youtubeEmbedUrl(videoId)}
          title={t('video.frameTitle', { title: name })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
        />
      </AspectRatio>
    );
  }
  if (step === 'consent') {
    // Its own box at its natural height: on a phone the 16:9 picture is too low for the question and its buttons.
    return (
      <Box
        maw={640}
        p="md"
        style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-dark-6)' }}
      >
        <Paper p="md" radius="md" role="group" aria-label={t('video.consentTitle')}>
          <Stack gap="sm">
            <Group gap={6} wrap="nowrap">
              <IconBrandYoutubeFilled size={20} color="var(--mantine-color-red-6)" aria-hidden="true" />
              <Text fw={600} fz="sm">
                {t('video.consentTitle')}
              </Text>
            </Group>
            <Text fz="sm">{t('video.consentText')}</Text>
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setStep('idle')}>
                {t('video.cancel')}
              </Button>
              <Button
                size="xs"
                ref={loadButton}
                onClick={() => {
                  rememberConsent();
                  setStep('playing');
                }}
              >
                {t('video.load')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Box>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} maw={640}>
      <Box
        pos="relative"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          background: 'var(--mantine-color-dark-6)',
        }}
      >
        {!thumbFailed && (
          <img
            src={youtubeThumbnailUrl(videoId)}
            alt=""
            loading="lazy"
            onError={() => setThumbFailed(true)}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
        <UnstyledButton
          ref={playButton}
          aria-label={t('video.play', { title: name })}
          onClick={() => (hasConsent() ? setStep('playing') : setStep('consent'))}
          style={{ position: 'absolute', inset: 0 }}
        >
          <Center h="100%">
            <Center w={68} h={48} style={{ borderRadius: 12, background: 'rgba(220, 0, 0, 0.9)' }}>
              <IconPlayerPlayFilled size={26} color="white" aria-hidden="true" />
            </Center>
          </Center>
        </UnstyledButton>
      </Box>
    </AspectRatio>
  );
}
