// A YouTube video's 11-character id from the addresses people paste: watch (`youtube.com/watch?v=`,
// also m. and music.), `youtu.be/<id>`, `/shorts/<id>`, `/embed/<id>` and `/live/<id>`, on youtube.com or
// youtube-nocookie.com. Anything else (a channel, a playlist, another site) is null. Zod-free: the web's review
// modal checks as the person types and the server decides with the same function.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const PATH_FORMS = new Set(['shorts', 'embed', 'live', 'v']);

export function youtubeVideoId(input: string): string | null {
  let url: URL;
  try {
    const trimmed = input.trim();
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = parts[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts.length >= 2 && PATH_FORMS.has(parts[0]!)) id = parts[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The address a video review stores and links to: always the plain watch form. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/** The facade's picture (no cookie, no script: a plain image from YouTube's image host). */
export function youtubeThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

/** The player, loaded only after a click and consent, from the privacy-enhanced domain. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;
}
