import { describe, expect, it } from 'vitest';
import { M } from './messages.js';
import { textIn } from './localized-text.js';

describe('textIn', () => {
  it("gives a key's text in the language asked for, with its placeholders filled", () => {
    expect(textIn('en', M.head.product_title, { product: 'Aurora', brand: 'Acme' })).toBe('Aurora by Acme · Plaudit');
    expect(textIn('de', M.head.product_title, { product: 'Aurora', brand: 'Acme' })).toBe('Aurora von Acme · Plaudit');
  });

  it("leaves a placeholder it has no value for, and does not read a value's own braces as one", () => {
    expect(textIn('en', M.head.brand_description)).toBe('{{brand}} on Plaudit: products, reviews and trophies.');
    expect(textIn('en', M.head.brand_description, { brand: '{{x}}' })).toBe(
      '{{x}} on Plaudit: products, reviews and trophies.',
    );
  });
});
