// Where a validator problem lands in Puck's page data and back: a JSON path of the page file ↔ the
// component ("root" or a section's id) and Puck's field name ("plans[1].price"), so a message shows under its field.
import type { PuckPageData } from '../shared/page-adapter.ts';
import { ANCHOR_PROP } from '../shared/page-adapter.ts';

/** Where a problem's JSON path (in the page file) lands in Puck's data: which component and which field. */
export function fieldOf(data: PuckPageData, path: (string | number)[]): { component: string; name: string } {
  if (path[0] !== 'blocks') {
    // The page's own fields (its title, its addresses): a list of texts' item is its { value } here too.
    let leaf: unknown = data.root.props;
    for (const seg of path) leaf = (leaf as Record<string | number, unknown> | undefined)?.[seg];
    return { component: 'root', name: nameOf(path, leaf) };
  }
  let value: unknown = data.content;
  let component = 'root';
  let parts: (string | number)[] = [];
  let props: unknown;
  for (let i = 1; i < path.length; i++) {
    const seg = path[i]!;
    const next = (value as Record<string | number, unknown> | undefined)?.[seg];
    if (Array.isArray(value) && next && typeof next === 'object' && 'props' in next && 'type' in next) {
      component = String((next as { props: { id: string } }).props.id);
      props = (next as { props: unknown }).props;
      value = props;
      parts = [];
      continue;
    }
    parts.push(seg === 'id' && value === props ? ANCHOR_PROP : seg);
    value = next;
  }
  return { component, name: nameOf(parts, value) };
}

function nameOf(parts: (string | number)[], leaf: unknown): string {
  let name = '';
  for (const p of parts) name += typeof p === 'number' ? `[${p}]` : name ? `.${p}` : p;
  // Lists of texts travel as { value } items in Puck.
  if (leaf && typeof leaf === 'object' && !Array.isArray(leaf) && Object.keys(leaf).length === 1 && 'value' in leaf) name += '.value';
  return name;
}

/** The JSON path in the page file of a Puck field: component "root" or a section's id, and Puck's field name ("plans[1].price"). */
export function pathOf(data: PuckPageData, component: string, name: string): (string | number)[] | undefined {
  const fieldPath = [...name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1] === ANCHOR_PROP ? 'id' : m[1]!));
  if (component === 'root') return fieldPath;
  const find = (items: unknown, at: (string | number)[]): (string | number)[] | undefined => {
    if (!Array.isArray(items)) return undefined;
    for (const [i, item] of (items as { props?: Record<string, unknown> }[]).entries()) {
      if (item?.props?.id === component) return [...at, i];
      const panels = item?.props?.panels;
      if (!Array.isArray(panels)) continue;
      for (const [p, panel] of (panels as { blocks?: unknown }[]).entries()) {
        const found = find(panel?.blocks, [...at, i, 'panels', p, 'blocks']);
        if (found) return found;
      }
    }
    return undefined;
  };
  const block = find(data.content, ['blocks']);
  return block && [...block, ...fieldPath];
}
