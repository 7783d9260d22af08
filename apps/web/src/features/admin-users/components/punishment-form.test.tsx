import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalStackProvider } from '@/components/modal-stack';
import { renderWithProviders } from '@/test/render';
import { PunishmentForm } from './punishment-form';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeAll(() => {
  // Mantine's autosize textarea listens for web fonts loading, which jsdom does not model.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {} },
      configurable: true,
    });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const target = { id: '0190a7d2-0000-7000-8000-000000000001', name: 'Erika Tester' };

describe('PunishmentForm', () => {
  it('offers a moderator only warning and mute; an admin also ban', () => {
    const { unmount } = renderWithProviders(
      <ModalStackProvider>
        <PunishmentForm actorRole="MOD" target={target} />
      </ModalStackProvider>,
    );
    expect(screen.getByText('Warning')).toBeInTheDocument();
    expect(screen.getByText('Mute')).toBeInTheDocument();
    expect(screen.queryByText('Ban')).toBeNull();
    expect(screen.getByText('Moderators can warn and mute. Only admins ban.')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ModalStackProvider>
        <PunishmentForm actorRole="ADMIN" target={target} />
      </ModalStackProvider>,
    );
    expect(screen.getByText('Ban')).toBeInTheDocument();
  });

  it("opens on the type the caller asks for (the moderation queue's Mute), never on one the actor may not give", () => {
    const { unmount } = renderWithProviders(
      <ModalStackProvider>
        <PunishmentForm actorRole="MOD" target={target} initialType="MUTE" />
      </ModalStackProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Mute' })).toBeChecked();
    unmount();
    renderWithProviders(
      <ModalStackProvider>
        <PunishmentForm actorRole="MOD" target={target} initialType="BAN" />
      </ModalStackProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Warning' })).toBeChecked();
  });

  it('asks for a ground, a reason and an end (or no end) before it sends anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <ModalStackProvider>
        <PunishmentForm actorRole="MOD" target={target} />
      </ModalStackProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add punishment' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid date and time')).toBeInTheDocument();
    expect(screen.getByText('Choose the rule this decision rests on')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a warning with no end as until null, and the comment', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, {
        id: 'p1',
        userId: target.id,
        type: 'WARNING',
        reason: 'Be kind',
        comment: 'See thread',
        until: null,
        issuedBy: null,
        createdAt: new Date().toISOString(),
        liftedAt: null,
        acknowledgedAt: null,
        active: true,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <ModalStackProvider>
        <PunishmentForm actorRole="MOD" target={target} />
      </ModalStackProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/Rule it breaks/), 'OFFENSIVE');
    await user.type(screen.getByLabelText(/Reason/), 'Be kind');
    await user.click(screen.getByLabelText('No end'));
    await user.type(screen.getByLabelText(/Comment/), 'See thread');
    await user.click(screen.getByRole('button', { name: 'Add punishment' }));
    const calls = () =>
      (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>).filter(
        ([url]) => url === '/api/admin/punishments',
      );
    await waitFor(() => expect(calls()).toHaveLength(1));
    const [, init] = calls()[0]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      userId: target.id,
      type: 'WARNING',
      reason: 'Be kind',
      comment: 'See thread',
      until: null,
      ground: 'OFFENSIVE',
    });
  });

  it('does not ask for a ground when a punishment is edited (its statement stays as it was)', () => {
    renderWithProviders(
      <ModalStackProvider>
        <PunishmentForm
          actorRole="MOD"
          target={target}
          existing={{
            id: 'p1',
            userId: target.id,
            type: 'WARNING',
            reason: 'Be kind',
            comment: null,
            until: null,
            issuedBy: null,
            createdAt: new Date().toISOString(),
            liftedAt: null,
            acknowledgedAt: null,
            active: true,
          }}
        />
      </ModalStackProvider>,
    );
    expect(screen.getByLabelText(/Reason/)).toHaveValue('Be kind');
    expect(screen.queryByLabelText(/Rule it breaks/)).toBeNull();
  });
});
