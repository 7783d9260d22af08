import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AuditEntry } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { AuditSentence } from './audit-sentence';

describe('a change made with an API key', () => {
  it('names the key after the sentence', async () => {
    renderWithProviders(
      <AuditSentence entry={entry({ via: 'API key «Shop sync» (plt_live_abcde…)', action: 'product.create' })} />,
    );
    expect(await screen.findByText('(with the API key «Shop sync» (plt_live_abcde…))')).toBeInTheDocument();
  });
});

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  actor: { id: 'u1', name: 'Audra Admin', email: 'audra@example.com' },
  action: 'user.email.change',
  targetType: 'user',
  targetId: '7e706aec-0000-4000-8000-000000000000',
  targetLabel: 'Erika Tester',
  targetLink: { kind: 'user', lookup: 'erika@example.com' },
  teamName: null,
  before: null,
  after: null,
  via: null,
  at: '2026-11-23T12:00:00.000Z',
  ...over,
});

describe('audit log sentences', () => {
  it('says what happened in words, the target by name linked to the admin page that shows it', () => {
    renderWithProviders(<AuditSentence entry={entry({})} />);
    expect(screen.getByTestId('audit-sentence')).toHaveTextContent(/^Audra Admin changed the email of Erika Tester$/);
    expect(screen.getByRole('link', { name: 'Erika Tester' })).toHaveAttribute(
      'href',
      '/admin/users?search=erika%40example.com',
    );
    expect(screen.queryByText(/user\.email\.change|7e706aec/)).toBeNull();
  });

  it('a team action names the member and the team; a brand links to the verifications', () => {
    renderWithProviders(
      <>
        <AuditSentence
          entry={entry({
            action: 'team.member.role',
            targetType: 'creator_team_member',
            targetLabel: 'Olga Owner',
            teamName: 'Harbor Tea',
          })}
        />
        <AuditSentence
          entry={entry({
            action: 'verification.decide',
            targetType: 'youtuber',
            targetLabel: 'Olga Tests Things',
            targetLink: { kind: 'verification', lookup: 'Olga Tests Things' },
          })}
        />
      </>,
    );
    const [role, decide] = screen.getAllByTestId('audit-sentence');
    expect(role).toHaveTextContent(/^Audra Admin changed the role of Olga Owner in Harbor Tea$/);
    expect(decide).toHaveTextContent(/^Audra Admin decided on the verification of Olga Tests Things$/);
    expect(screen.getByRole('link', { name: 'Olga Tests Things' })).toHaveAttribute(
      'href',
      '/admin/verifications?search=Olga+Tests+Things',
    );
  });

  it('a system action with a target that no longer exists, and an action with no sentence yet, still read', () => {
    renderWithProviders(
      <AuditSentence
        entry={entry({ actor: null, action: 'brand.merge', targetType: 'brand', targetLabel: null, targetLink: null })}
      />,
    );
    expect(screen.getByTestId('audit-sentence')).toHaveTextContent(/^System did “brand\.merge” to a removed brand$/);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a trophy award reads in words, naming the trophy and what won; an older entry without the name still reads', async () => {
    const award = (after: Record<string, unknown>) =>
      entry({ action: 'trophy.award', targetType: 'trophy', targetLabel: 'Best grinder', targetLink: null, after });
    renderWithProviders(
      <>
        <AuditSentence
          entry={award({
            status: 'AWARDED',
            winnerId: '4d922fe1-0000-4000-8000-000000000000',
            winnerTitle: 'Grinder One',
          })}
        />
        <AuditSentence entry={award({ status: 'AWARDED', winnerId: '4d922fe1-0000-4000-8000-000000000000' })} />
      </>,
    );
    const [named, older] = screen.getAllByTestId('audit-sentence');
    expect(named).toHaveTextContent(/^Audra Admin awarded Best grinder to Grinder One$/);
    expect(older).toHaveTextContent(/^Audra Admin awarded the trophy Best grinder$/);
    expect(screen.queryByText(/trophy\.award|4d922fe1|winnerId/)).toBeNull();
  });

  it('speaks German too', async () => {
    const { i18n } = await import('@/lib/i18n');
    renderWithProviders(<AuditSentence entry={entry({})} />);
    await i18n.changeLanguage('de');
    expect(await screen.findByText(/hat die E-Mail-Adresse von/)).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
