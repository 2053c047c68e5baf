// The page editor's field for a Table section's headings and cells (schemas/blocks/table.schema.json): the
// grid of TableGrid.tsx in Puck's field panel. Its rows are a list of lists of texts, which the page editor
// had no inputs for (shown as a list whose items could not be opened, or as JSON). One grid edits both
// "Column headings" and "Rows", so a column added or removed takes its cells along; a cell typed into
// changes "Rows" only.
import { createUsePuck, useGetPuck, type CustomField, type Field } from '@puckeditor/core';
import { TableGrid, type TableCells } from './TableGrid.tsx';

const usePuck = createUsePuck();

/** "Rows" travels in the page editor as JSON text (a list of lists: engine/config/schema-model.ts), "Column headings" as { value } items. */
const rowsOf = (value: unknown): string[][] => {
  try {
    const rows = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(rows) ? rows.map((row) => (Array.isArray(row) ? row.map((cell) => (typeof cell === 'string' ? cell : String(cell ?? ''))) : [])) : [];
  } catch {
    return [];
  }
};
const columnsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map((c) => String((c as { value?: unknown } | null)?.value ?? '')) : []);

function Cells({ name, id, value, onChange, field }: { name: string; id: string; value: unknown; onChange: (value: string) => void; field: Field }) {
  // Both from the section as it is now: the field's own value lags behind a change made to both (dispatched below).
  const columnsValue = usePuck((s) => s.selectedItem?.props.columns);
  const rowsValue = usePuck((s) => s.selectedItem?.props[name]) ?? value;
  const getPuck = useGetPuck();
  const columns = columnsOf(columnsValue);
  const rows = rowsOf(rowsValue);
  const change = (next: TableCells) => {
    if (next.columns.length === columns.length && next.columns.every((c, i) => c === columns[i])) return onChange(JSON.stringify(next.rows));
    // Headings changed too: the section is replaced with both, in one step of the editor's history.
    const { selectedItem, getSelectorForId, dispatch } = getPuck();
    const selector = selectedItem && getSelectorForId(String(selectedItem.props.id));
    if (!selectedItem || !selector) return;
    dispatch({
      type: 'replace',
      destinationIndex: selector.index,
      destinationZone: selector.zone,
      data: { ...selectedItem, props: { ...selectedItem.props, columns: next.columns.map((heading) => ({ value: heading })), [name]: JSON.stringify(next.rows) } },
    });
  };
  return (
    <fieldset className="editor-table-cells" data-table-cells="">
      <legend className="editor-table-cells-legend">{field.label}</legend>
      <TableGrid id={id} columns={columns} rows={rows} onChange={change} fieldName={(r, c) => (r === null ? `columns[${c}].value` : `${name}[${r}][${c}]`)} />
    </fieldset>
  );
}

/**
 * The grid as the Puck field of a table's "Rows" (its "Column headings" field is left out: the grid edits
 * them). Its help and problems show under it as every field's (the page editor's `custom` field type, field-messages.tsx).
 */
export function tableCellsField(label: string, metadata: Record<string, unknown>): CustomField<string> {
  return {
    type: 'custom',
    label,
    metadata,
    render: ({ name, id, value, onChange, field }) => <Cells name={name} id={id} value={value} onChange={onChange} field={field} />,
  } as CustomField<string>;
}
