import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Decision } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { Statement } from './statement';

// The statement of reasons as the person and the appeals queue read it: the ground's sentence, and the facts as
// written by the moderator or, for an automated hold, each rule's published sentence rather than its code.

const decision: Decision = {
  id: 'd1',
  kind: 'REVIEW_REMOVED',
  ground: 'OFFENSIVE',
  facts: 'Insults the owner',
  holdRules: [],
  automated: false,
  decidedAt: '2026-03-01T10:00:00.000Z',
  appealableUntil: '2026-09-01T10:00:00.000Z',
  appealable: true,
  reversedAt: null,
  team: null,
  content: { type: 'review', id: 'r1', title: 'Deck', body: 'Terrible.', link: null },
  appeal: null,
};

describe('Statement', () => {
  it("shows a moderator's facts as written, after the ground's sentence", () => {
    renderWithProviders(<Statement decision={decision} />);
    expect(
      screen.getByText('Offensive: insults, harassment, threats or hate against a person or group.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Insults the owner')).toBeInTheDocument();
  });

  it("shows an automated hold's rules as their sentences, never as codes", () => {
    renderWithProviders(
      <Statement
        decision={{
          ...decision,
          kind: 'REVIEW_HELD',
          ground: 'HOLD_RULE',
          facts: 'EARLIER_REMOVED, COMMENT_LINK',
          holdRules: ['EARLIER_REMOVED', 'COMMENT_LINK'],
          automated: true,
        }}
      />,
    );
    expect(
      screen.getByText('The author deleted an earlier review of the product after it was rejected or removed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The title or comment contains a link.')).toBeInTheDocument();
    expect(screen.queryByText(/EARLIER_REMOVED|COMMENT_LINK/)).toBeNull();
  });
});
