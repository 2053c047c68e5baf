// Walks over a page's content: every text, and every block (also the blocks inside tab panels).

export type JsonPath = (string | number)[];

/** The same place in a file: the same keys and indexes in the same order. */
export const samePath = (a: readonly (string | number)[], b: readonly (string | number)[]) => a.length === b.length && a.every((part, i) => part === b[i]);

/** Calls `visit` for every text in `value` with its JSON path: one array, changed as the walk goes on (copy
 * it to keep it) — the content rules walk every page several times and keep almost no path. */
export function walkStrings(value: unknown, path: JsonPath, visit: (text: string, path: JsonPath) => void) {
  const stack = [...path];
  const walk = (v: unknown) => {
    if (typeof v === 'string') return visit(v, stack);
    if (!v || typeof v !== 'object') return;
    const array = Array.isArray(v);
    for (const k of Object.keys(v)) {
      stack.push(array ? Number(k) : k);
      walk((v as Record<string, unknown>)[k]);
      stack.pop();
    }
  };
  walk(value);
}

export function walkBlocks(blocks: unknown, path: JsonPath, visit: (block: Record<string, unknown>, path: JsonPath) => void) {
  if (!Array.isArray(blocks)) return;
  blocks.forEach((block, i) => {
    if (!block || typeof block !== 'object') return;
    const here = [...path, i];
    visit(block as Record<string, unknown>, here);
    // Containers (tabs) hold further blocks in their panels.
    for (const [key, value] of Object.entries(block)) {
      if (Array.isArray(value))
        value.forEach((item, j) => item && typeof item === 'object' && walkBlocks((item as { blocks?: unknown }).blocks, [...here, key, j, 'blocks'], visit));
    }
  });
}

/** A form of a page and the words that name it: its heading, or its button's when it has none. */
export interface NamedForm {
  name: string;
  /** The form block's path. */
  path: JsonPath;
  /** The path of the text that names it (the heading, or submit.label). */
  namePath: JsonPath;
}

/**
 * The forms of `blocks` (tab panels included: without JavaScript every panel shows) by the name a screen
 * reader lists their landmarks by. A form with neither heading nor button words is left out.
 */
export function formsOf(blocks: unknown, path: JsonPath = ['blocks']): NamedForm[] {
  const forms: NamedForm[] = [];
  walkBlocks(blocks, path, (block, here) => {
    if (block.type !== 'form') return;
    const heading = typeof block.heading === 'string' ? block.heading.trim() : '';
    const label = (block.submit as { label?: unknown } | undefined)?.label;
    if (heading) forms.push({ name: heading, path: [...here], namePath: [...here, 'heading'] });
    else if (typeof label === 'string' && label.trim()) forms.push({ name: label.trim(), path: [...here], namePath: [...here, 'submit', 'label'] });
  });
  return forms;
}
