// One formatter for every call: building an Intl.NumberFormat per price was 1.6 % of a 1,000-page
// build's render CPU (node --cpu-prof).
const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Rupee amounts grouped the Indian way: 1999 → "1,999", 25899 → "25,899", 100000 → "1,00,000". */
export function formatINR(amount: number): string {
  // Only the editor's canvas ever passes something else (a price field holding letters while its problem
  // is shown): a dash there, never "NaN". The validator keeps such a value from the site.
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '—';
  return INR.format(amount);
}

/** A postal address on one line, as written on a letter: "No. 12, Anna Salai, Teynampet, Chennai, Tamil Nadu 600018" (parts not on record are left out). */
export function formatAddress(address: { streetAddress?: string; addressLocality: string; addressRegion: string; postalCode?: string }): string {
  const region = [address.addressRegion, address.postalCode].filter(Boolean).join(' ');
  return [address.streetAddress, address.addressLocality, region].filter(Boolean).join(', ');
}
