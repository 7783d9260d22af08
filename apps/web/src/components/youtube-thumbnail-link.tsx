import { Anchor, Box, Image, Text } from '@mantine/core';
import { IconBrandYoutube, IconExternalLink } from '@tabler/icons-react';
import { youtubeThumbnailUrl, youtubeWatchUrl } from '@plaudit/contract';

// A video review on a staff screen (moderation queue, the brand's list): the thumbnail as a link that opens the
// video on YouTube in a new tab. No player is embedded here: nothing loads from YouTube but the thumbnail image.

interface Props {
  videoId: string;
  /** The link's name, e.g. "Watch the video on YouTube (opens in a new tab)". */
  label: string;
  width?: number;
}

export function YoutubeThumbnailLink({ videoId, label, width = 240 }: Props) {
  return (
    <Anchor
      href={youtubeWatchUrl(videoId)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      underline="never"
      display="inline-block"
    >
      <Box pos="relative" w={width} maw="100%">
        <Image
          src={youtubeThumbnailUrl(videoId)}
          alt=""
          radius="md"
          loading="lazy"
          w="100%"
          style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
        <Box pos="absolute" inset={0} style={{ display: 'grid', placeItems: 'center' }} aria-hidden="true">
          <IconBrandYoutube size={48} color="#ff0033" fill="white" />
        </Box>
      </Box>
      <Text fz="xs" c="dimmed" mt={4} aria-hidden="true" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        {label} <IconExternalLink size={12} />
      </Text>
    </Anchor>
  );
}
