// The theme's colour pairs meet WCAG AA contrast (4.5:1 for text), checked on the token values.
import { expect, it } from 'vitest';
import { system } from '../../engine/theme.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const color = (token: string) => {
  const value = system.token(`colors.${token}`) as string | undefined;
  if (!value?.startsWith('#')) throw new Error(`colors.${token} is not a hex token (${value})`);
  return value;
};

// [text, background] as the blocks use them.
const pairs: [string, string][] = [
  ['gray.900', 'white'], // body text
  ['gray.600', 'white'], // muted text
  ['gray.600', 'gray.50'], // muted text on subtle sections
  ['gray.500', 'white'], // placeholders (fg.placeholder) in form fields
  ['gray.800', 'white'], // header links
  ['brand.700', 'white'], // links
  ['brand.800', 'brand.50'], // hovered links, secondary buttons
  ['white', 'brand.700'], // primary buttons
  ['white', 'red.700'], // billing button
  ['white', 'brand.900'], // hero and banners
  ['gray.300', 'gray.900'], // footer links
  ['amber.800', 'amber.100'], // 'Popular' badges
  ['blue.800', 'blue.100'], // timeline GST Update
  ['green.800', 'green.100'], // timeline MCA, Upcoming
  ['purple.800', 'purple.100'], // timeline TDS
  ['orange.800', 'orange.100'], // Soon
  ['red.800', 'red.100'], // Urgent
];

it.each(pairs)('%s text on %s reaches 4.5:1', (fg, bg) => {
  expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
});
