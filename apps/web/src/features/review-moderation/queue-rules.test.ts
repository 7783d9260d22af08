import { describe, expect, it } from 'vitest';
import { decisionsFor, groupByBurst, neighbour, nextAfter } from './queue-rules';
import { shortcutFor } from './shortcuts';

const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('moderation queue rules', () => {
  it('offers only the decisions the review state allows', () => {
    expect(decisionsFor('PENDING')).toEqual(['APPROVE', 'REJECT']);
    expect(decisionsFor('PUBLISHED')).toEqual(['REMOVE', 'DISMISS_REPORTS']);
    expect(decisionsFor('REJECTED')).toEqual([]);
    expect(decisionsFor('REMOVED')).toEqual([]);
  });

  it('opens the item below the decided one, else the one above, else none', () => {
    expect(nextAfter(items, 'a')?.id).toBe('b');
    expect(nextAfter(items, 'c')?.id).toBe('b');
    expect(nextAfter([{ id: 'a' }], 'a')).toBeNull();
    expect(nextAfter(items, 'gone')?.id).toBe('a');
  });

  it('j/k stay at the ends of the list', () => {
    expect(neighbour(items, 'c', 1)?.id).toBe('c');
    expect(neighbour(items, 'a', -1)?.id).toBe('a');
    expect(neighbour(items, 'b', 1)?.id).toBe('c');
    expect(neighbour(items, null, 1)?.id).toBe('a');
    expect(neighbour([], 'a', 1)).toBeNull();
  });
});

describe('moderation shortcuts', () => {
  const press = (key: string, target: EventTarget | null = document.body, mods: Partial<KeyboardEvent> = {}) =>
    shortcutFor({ key, target, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, ...mods });

  it('maps the keys to their actions', () => {
    expect(['a', 'r', 'x', 'd', 'w', 'm', 'j', 'k', '?'].map((key) => press(key))).toEqual([
      'approve',
      'reject',
      'remove',
      'dismiss',
      'warn',
      'mute',
      'next',
      'previous',
      'help',
    ]);
    expect(press('q')).toBeNull();
  });

  it('ignores keys with a modifier (browser shortcuts) and keys typed into a field', () => {
    expect(press('a', document.body, { ctrlKey: true })).toBeNull();
    expect(press('r', document.body, { metaKey: true })).toBeNull();
    for (const tag of ['input', 'textarea', 'select']) expect(press('a', document.createElement(tag))).toBeNull();
    // A combobox or a custom editor names itself by role.
    const combobox = document.createElement('div');
    combobox.setAttribute('role', 'combobox');
    const inside = document.createElement('span');
    combobox.append(inside);
    expect(press('a', inside)).toBeNull();
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(press('a', checkbox)).toBe('approve');
    const button = document.createElement('button');
    expect(press('j', button)).toBe('next');
  });

  it('gathers the neighbouring reviews of one burst under one header, and leaves every other review on its own', () => {
    const burst = { id: 'b1', count: 3, minutes: 2 };
    const queue = [
      { id: 'x', burst: null },
      { id: 'a', burst },
      { id: 'b', burst },
      { id: 'c', burst },
      { id: 'y', burst: null },
      { id: 'z', burst: null },
    ];
    expect(groupByBurst(queue).map((g) => [g.burst?.id ?? null, g.items.map((i) => i.id)])).toEqual([
      [null, ['x']],
      ['b1', ['a', 'b', 'c']],
      [null, ['y']],
      [null, ['z']],
    ]);
    expect(groupByBurst([])).toEqual([]);
  });
});
