import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { VideoFacade, YOUTUBE_CONSENT_KEY } from './video-facade';

// The facade loads nothing of YouTube's player on page load: a thumbnail and a play button, then consent, then the
// iframe from youtube-nocookie.com; consent is remembered for the browser session.

afterEach(() => sessionStorage.clear());

describe('VideoFacade', () => {
  it('shows only the thumbnail until a click and consent, then the nocookie player', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VideoFacade videoId="dQw4w9WgXcQ" title="My test" />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');

    await user.click(screen.getByRole('button', { name: 'Play video: My test' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(
      screen.getByText('This loads the video from YouTube (youtube-nocookie.com), which may set cookies.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load video' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(sessionStorage.getItem(YOUTUBE_CONSENT_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Play video: My test' }));
    await user.click(screen.getByRole('button', { name: 'Load video' }));
    const frame = document.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(frame).toHaveAttribute('title', 'YouTube video: My test');
    expect(sessionStorage.getItem(YOUTUBE_CONSENT_KEY)).toBe('yes');
  });

  it('asks once per session: with consent given, a click plays at once', async () => {
    sessionStorage.setItem(YOUTUBE_CONSENT_KEY, 'yes');
    const user = userEvent.setup();
    renderWithProviders(<VideoFacade videoId="dQw4w9WgXcQ" title={null} />);
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video: video review' }));
    expect(document.querySelector('iframe')).not.toBeNull();
  });

  it('keeps the play button on a neutral background when the thumbnail fails to load', () => {
    renderWithProviders(<VideoFacade videoId="dQw4w9WgXcQ" title="Offline" />);
    fireEvent.error(document.querySelector('img')!);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video: Offline' })).toBeInTheDocument();
  });
});
