// A table as a grid of cells, as people know it from spreadsheets: the column headings on top, a row of
// cells per line, buttons to add and remove rows and columns. Used by an update's or guide's text
// (RichBodyField.tsx) and by the page editor's Table section (TableCellsField.tsx).
import { Box, Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

/** A table's headings and cells, as the schemas write them. */
export interface TableCells {
  columns: string[];
  rows: string[][];
}

/** Whether the box's content is wider than the box (it scrolls sideways), kept true to its size as it changes. */
function useOverflowsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * A table as a grid of cells, as people know it from spreadsheets: the column headings on top, a row of
 * cells per line, buttons to add and remove rows and columns. Each cell keeps exactly what is typed (cells
 * typed as "a | b" lost their spaces: "Old due date" became "Oldduedate").
 */
export function TableGrid({
  id,
  columns,
  rows,
  onChange,
  fieldName,
}: TableCells & {
  id: string;
  onChange: (cells: TableCells) => void;
  /** The editor's name for a heading (column) or a cell (row and column), so a problem clicked puts the cursor there. */
  fieldName?: (row: number | null, column: number) => string;
}) {
  const name = (c: number) => columns[c]?.trim() || `column ${c + 1}`;
  const setColumn = (c: number, text: string) => onChange({ columns: columns.map((h, j) => (j === c ? text : h)), rows });
  // A row with fewer cells than columns gets the missing ones as it is typed into (the text typed is never dropped).
  const setCell = (r: number, c: number, text: string) =>
    onChange({ columns, rows: rows.map((row, i) => (i === r ? Array.from({ length: Math.max(row.length, c + 1) }, (_, j) => (j === c ? text : (row[j] ?? ''))) : row)) });
  const addColumn = () => onChange({ columns: [...columns, ''], rows: rows.map((row) => [...row, '']) });
  const removeColumn = (c: number) => onChange({ columns: columns.filter((_, j) => j !== c), rows: rows.map((row) => row.filter((_, j) => j !== c)) });
  const addRow = () => onChange({ columns, rows: [...rows, columns.map(() => '')] });
  const removeRow = (r: number) => onChange({ columns, rows: rows.filter((_, i) => i !== r) });
  const [scroller, overflows] = useOverflowsSideways<HTMLDivElement>();
  return (
    <Box>
      {/* The cells scroll sideways in their own box when the columns need more room than the screen has; the
          buttons to add and remove rows and columns stay in reach under it (they scrolled away with the cells).
          Then a line says so: on a phone nothing else showed that a third column was there. */}
      <Box ref={scroller} overflowX="auto">
        <Box as="table" data-table-grid="" width="100%" borderCollapse="separate" borderSpacing="4px" css={{ '& td, & th': { verticalAlign: 'bottom', padding: 0 } }}>
          <caption className="editor-visually-hidden">Cells of the table (the first line holds the column headings)</caption>
          <thead>
            <tr>
              <td />
              {columns.map((heading, c) => (
                <th key={c} scope="col" style={{ textAlign: 'start', minWidth: '7rem' }} data-field-name={fieldName?.(null, c)}>
                  <Input
                    id={c === 0 ? `${id}-columns` : undefined}
                    size="sm"
                    fontWeight="semibold"
                    aria-label={`Heading of column ${c + 1}`}
                    value={heading}
                    onChange={(e) => setColumn(c, e.target.value)}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {/* First, where a phone shows it: a row's own Remove stayed beyond the screen's edge after the cells. */}
                <td>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    px="1"
                    minW="6"
                    aria-label={`Remove row ${r + 1}`}
                    title={`Remove row ${r + 1}`}
                    disabled={rows.length === 1}
                    onClick={() => removeRow(r)}
                  >
                    <span aria-hidden="true">✕</span>
                  </Button>
                </td>
                {columns.map((_, c) => (
                  <td key={c} data-field-name={fieldName?.(r, c)}>
                    <Input
                      id={r === 0 && c === 0 ? `${id}-rows` : undefined}
                      size="sm"
                      aria-label={`Row ${r + 1}, ${name(c)}`}
                      value={row[c] ?? ''}
                      onChange={(e) => setCell(r, c, e.target.value)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {overflows ? (
        <Text fontSize="xs" color="fg.muted" data-testid="table-grid-scroll-note">
          {columns.length} columns: scroll the cells sideways to see them all.
        </Text>
      ) : null}
      <HStack gap="2" mt="1" wrap="wrap">
        <Button size="xs" variant="outline" onClick={addRow}>
          + Row
        </Button>
        <Button size="xs" variant="outline" onClick={addColumn}>
          + Column
        </Button>
        {columns.length > 1 && (
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field
              aria-label="Remove a column"
              value=""
              onChange={(e) => {
                if (e.target.value !== '') removeColumn(Number(e.target.value));
              }}
            >
              <option value="">Remove a column…</option>
              {columns.map((_, c) => (
                <option key={c} value={c}>
                  {name(c)}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        )}
      </HStack>
    </Box>
  );
}
