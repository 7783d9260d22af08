// Spec §7: every call says which browser and platform it comes from (X-Client-Browser/Platform/Info).

function detectBrowser(ua: string): string {
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\//.test(ua)) return 'Opera';
  if (/Firefox\//.test(ua)) return 'Firefox';
  if (/Chrome\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Unknown browser';
}

function detectPlatform(ua: string): string {
  if (/Android/.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Unknown platform';
}

export function clientInfo(): { browser: string; platform: string; info: string } {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const browser = detectBrowser(ua);
  const platform = detectPlatform(ua);
  const screen = typeof window === 'undefined' ? '' : `${window.screen?.width ?? 0}x${window.screen?.height ?? 0}`;
  const lang = typeof navigator === 'undefined' ? '' : navigator.language;
  return { browser, platform, info: `web; ${lang}; ${screen}`.slice(0, 200) };
}
