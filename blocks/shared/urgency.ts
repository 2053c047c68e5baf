// How urgent a filing deadline is (engine/calendar/urgency.ts, shared with the server) and the colours
// a deadline card or row shows it in.
export * from '../../engine/calendar/urgency.ts';

/**
 * The urgency colours of a deadline card or row, keyed on data-urgency, so every variant is in the
 * prerendered CSS and behavior scripts only change the attribute (and texts) for the visitor's day.
 * `edge` is the coloured border: the top of a card, the left of a list row.
 */
export function urgencyColours(edge: 'borderTopColor' | 'borderLeftColor') {
  return {
    '& [data-urgency] [data-urgency-label]': { bg: 'gray.100', color: 'gray.700' },
    '& [data-urgency=urgent]': { [edge]: 'red.700' },
    '& [data-urgency=urgent] [data-urgency-label]': { bg: 'red.100', color: 'red.800' },
    '& [data-urgency=soon]': { [edge]: 'orange.700' },
    '& [data-urgency=soon] [data-urgency-label]': { bg: 'orange.100', color: 'orange.800' },
    '& [data-urgency=upcoming]': { [edge]: 'green.700' },
    '& [data-urgency=upcoming] [data-urgency-label]': { bg: 'green.100', color: 'green.800' },
    '& [data-urgency=past]': { [edge]: 'gray.300' },
  } as const;
}
