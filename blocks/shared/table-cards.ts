// Tables that become one card per row on phones (the table block and tables in articles).
/** Below this width (md, 48em) a table in 'cards' layout shows each row as a card. */
export const PHONE = '@media screen and (max-width: 47.99em)';

/**
 * The framed region a wide table scrolls sideways in, named by the table's caption and focusable so a
 * keyboard can scroll it (the table block, tables in articles, the structure comparison).
 */
export function scrollRegion(captionId: string) {
  return { role: 'region', 'aria-labelledby': captionId, tabIndex: 0, overflowX: 'auto', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' } as const;
}

/**
 * On phones each row becomes a card: the first cell is its title and every other value sits under its
 * column heading, so all columns are read without sideways scrolling. The per-cell heading copies are
 * aria-hidden because screen readers already announce the column header. No ARIA table roles are
 * written out: HTML forbids a role on a cell of a <table> (the Nu HTML Checker reports it as an
 * error), and current browsers keep a table's semantics when CSS changes its display.
 */
export const cardStyles = {
  [PHONE]: {
    '& table, & tbody, & caption': { display: 'block' },
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '& tbody': { px: '3', pb: '3' },
    '& tbody tr': { display: 'block', mt: '3', bg: 'bg', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', px: '4', py: '3' },
    '& tbody tr:nth-of-type(even)': { bg: 'bg' },
    '& tbody th, & tbody td': { display: 'block', px: '0', py: '1', borderTopWidth: '0' },
    '& tbody th': { fontSize: 'md', pb: '1.5' },
    '& [data-cell-label]': { display: 'block', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: '0.04em', color: 'fg.muted' },
  },
} as const;
