// Money the Indian way, without Intl (the same text in Node and every browser, and a smaller script):
// digits grouped 2-2-3 (₹1,23,456), and rounding as the Acts say.

/** 123456 → "1,23,456"; 1234567.5 → "12,34,567.50" with paise. */
export function groupIndian(amount: number, paise = false): string {
  const negative = amount < 0;
  const fixed = Math.abs(amount).toFixed(paise ? 2 : 0);
  const [whole, fraction] = fixed.split('.') as [string, string?];
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${rest ? `${rest},` : ''}${last3}${fraction ? `.${fraction}` : ''}`;
}

/** "₹1,23,456"; with paise "₹1,234.50" (paise shown only when the amount has any). */
export function rupees(amount: number, paise = false): string {
  const showPaise = paise && Math.round(amount * 100) % 100 !== 0;
  return `₹${groupIndian(amount, showPaise)}`;
}

/** Amounts as people say them: 4500000 → "₹45 lakh", 15000000 → "₹1.5 crore", 75000 → "₹75,000"; `words` writes lakh and crore in the page's language ("₹45 लाख"). */
export function inWords(amount: number, words: { lakh: string; crore: string } = { lakh: '{amount} lakh', crore: '{amount} crore' }): string {
  const trim = (n: number) => `₹${Math.round(n * 100) / 100}`;
  if (amount >= 1e7) return words.crore.replace('{amount}', trim(amount / 1e7));
  if (amount >= 1e5) return words.lakh.replace('{amount}', trim(amount / 1e5));
  return rupees(amount);
}

/**
 * Income-tax Act sections 288A (total income) and 288B (tax payable): paise are ignored, then the
 * amount goes to the nearest multiple of ten, a last figure of five or more going up.
 */
export function roundToTen(amount: number): number {
  const whole = Math.floor(amount + 1e-9);
  return whole % 10 >= 5 ? whole - (whole % 10) + 10 : whole - (whole % 10);
}

/** CGST Act section 170: to the nearest rupee (one function for the tools, the price cards and the quote). */
export { roundToRupee } from '../../../engine/rules/rounding.ts';

/** Paise kept as whole paise (invoice values): 1234.565 → 1234.57. */
export function toPaise(amount: number): number {
  return Math.round(amount * 100 + 1e-7) / 100;
}
