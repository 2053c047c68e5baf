// Walks over a page's content: every text, and every block (also the blocks inside tab panels).

export type JsonPath = (string | number)[];

export function walkStrings(value: unknown, path: JsonPath, visit: (text: string, path: JsonPath) => void) {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((v, i) => walkStrings(v, [...path, i], visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walkStrings(v, [...path, k], visit);
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
