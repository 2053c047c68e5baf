/** Rupee amounts grouped the Indian way: 1999 → "1,999", 25899 → "25,899", 100000 → "1,00,000". */
export function formatINR(amount: number): string {
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(amount);
}
