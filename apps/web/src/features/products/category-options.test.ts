import { describe, expect, it } from 'vitest';
import { slugFromName, freeSlug, productBodySchema, M } from '@plaudit/contract';
import { categoryOptions } from './category-options';

const category = (id: string, name: string, parentId: string | null = null) => ({
  id,
  slug: id,
  name,
  icon: 'x',
  description: null,
  parentId,
  position: 0,
  productCount: 0,
  texts: { name, description: null, nameDe: null, descriptionDe: null },
});

describe('categoryOptions', () => {
  it('puts each child after its parent as "Parent › Child"', () => {
    const options = categoryOptions([
      category('a', 'Audio'),
      category('c', 'Coffee'),
      category('h', 'Headphones', 'a'),
      category('b', 'Beans', 'c'),
    ]);
    expect(options.map((o) => o.label)).toEqual(['Audio', 'Audio › Headphones', 'Coffee', 'Coffee › Beans']);
    expect(options[1]!.value).toBe('h');
  });
});

describe('the product rules the editor shares with the server', () => {
  it('derives a slug from the name: lower-case, diacritics folded, hyphens', () => {
    expect(slugFromName('Crème Brûlée — Große Dose!')).toBe('creme-brulee-grosse-dose');
    expect(slugFromName('  ***  ')).toBe('');
    expect(slugFromName('x'.repeat(100)).length).toBe(80);
    expect(freeSlug('mug', new Set(['mug', 'mug-2']))).toBe('mug-3');
  });

  it('trims tags and drops case-insensitive duplicates before counting ten', () => {
    const parsed = productBodySchema.parse({ name: 'Mug', categoryId: 'c', tags: [' Mug ', 'mug', 'Cup'] });
    expect(parsed.tags).toEqual(['Mug', 'Cup']);
    const eleven = productBodySchema.safeParse({
      name: 'Mug',
      categoryId: 'c',
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
    });
    expect(eleven.success).toBe(false);
    expect(eleven.error?.issues[0]?.message).toBe(M.product.validation.tags_max);
  });
});
