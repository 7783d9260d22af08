import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { category, detail, json, listOf, renderWithStack, stubApi } from '../test/fake-api';
import { TrophyForm } from './trophy-form';

const lists = {
  'GET /api/trophy-categories': () => json(200, { data: [category('c1', { name: 'Best of the year' })] }),
  'GET /api/categories': () => json(200, listOf([])),
};

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the trophy form', () => {
  it('offers SCORE only for products, saying why', async () => {
    stubApi(lists);
    const user = userEvent.setup();
    renderWithStack(<TrophyForm />);
    const score = screen.getByRole('radio', { name: 'Score' });
    expect(score).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Score' }));
    expect(score).toBeChecked();
    await user.click(screen.getByText('Review'));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Score' })).toBeDisabled());
    // The method moved to the jury, and the contract's message explains the disabled option.
    expect(screen.getByRole('radio', { name: 'Jury' })).toBeChecked();
    expect(
      screen.getByText(
        'The score method ranks products by their reviews: choose a jury or a draw for reviews and videos',
      ),
    ).toBeInTheDocument();
  });

  it('in NOMINATING keeps only the words and the trophy category editable', async () => {
    stubApi(lists);
    renderWithStack(<TrophyForm trophy={detail('x1', { status: 'NOMINATING' })} />);
    expect(
      screen.getByText('Nominations have started: only the name, description and trophy category can change.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /Period from/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Period to/ })).toBeDisabled();
    for (const method of ['Score', 'Jury', 'Draw']) expect(screen.getByRole('radio', { name: method })).toBeDisabled();
  });

  it('refuses a period that ends before it starts, and sends a valid one', async () => {
    const requests = stubApi({ ...lists, 'POST /api/trophies': () => json(201, { id: 'new1', status: 'DRAFT' }) });
    const user = userEvent.setup();
    const saved = vi.fn();
    renderWithStack(<TrophyForm onSaved={saved} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Grinder of the year');
    await user.click(screen.getByRole('combobox', { name: /Trophy category/ }));
    await user.click(await screen.findByRole('option', { name: 'Best of the year', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: /Period from/ }), '2026-05-01');
    await user.type(screen.getByRole('textbox', { name: /Period to/ }), '2026-04-01');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The period must end on or after the day it starts')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: /Period to/ }));
    await user.type(screen.getByRole('textbox', { name: /Period to/ }), '2026-06-30');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('new1'));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Grinder of the year',
      categoryId: 'c1',
      contentType: 'PRODUCT',
      method: 'JURY',
      periodFrom: '2026-05-01',
      periodTo: '2026-06-30',
      teamId: null,
    });
  });
});
