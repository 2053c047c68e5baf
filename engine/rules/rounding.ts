// Rounding the Acts prescribe, shared by the price cards, the quote (server and build) and the tools.

/** CGST Act section 170: to the nearest rupee, fifty paise or more going up. */
export function roundToRupee(amount: number): number {
  return Math.floor(amount + 0.5 + 1e-9);
}
