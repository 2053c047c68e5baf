// A text that quotes a price by reference shows the amount; while a price is being typed in the editor and is
// not a number yet (letters, an empty field), the text shows "₹—" as the plan's card does, never a made-up ₹0.
import { describe, expect, it } from 'vitest';
import { resolvePriceTokens, type Plan } from '../../engine/config/price-tokens.ts';

const plans = (...prices: unknown[]): Plan[] => prices.map((price, i) => ({ name: ['Basic', 'Assured', 'Premium'][i]!, price: price as number }));

describe('price references', () => {
  it('show the lowest price and a plan price with Indian grouping', () => {
    expect(resolvePriceTokens('GST from {lowest-price}', plans(1999, 7899))).toBe('GST from ₹1,999');
    expect(resolvePriceTokens('Assured costs {price:assured}', plans(1999, 7899))).toBe('Assured costs ₹7,899');
  });

  it('show "₹—" while a price they depend on is not a number, not ₹0', () => {
    expect(resolvePriceTokens('GST from {lowest-price}', plans(1999, ''))).toBe('GST from ₹—');
    expect(resolvePriceTokens('GST from {lowest-price}', plans(1999, 'abc'))).toBe('GST from ₹—');
    expect(resolvePriceTokens('Assured costs {price:assured}', plans(1999, ''))).toBe('Assured costs ₹—');
    // A price that does not enter the text still lets it show.
    expect(resolvePriceTokens('Basic costs {price:basic}', plans(1999, ''))).toBe('Basic costs ₹1,999');
  });
});
