// The browser's copy of ResultView.tsx: the same elements and attributes, built with the DOM (no React
// in a tool's script). tests/unit/tool-mechanism.test.ts renders both and compares.
import { shownLinks, type ResultView } from './view.ts';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, attrs: Record<string, string> = {}, children: Node[] = []): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  node.append(...children);
  return node;
}

export function resultElement(view: ResultView): HTMLElement {
  const parts: Node[] = [el('p', view.headline, { 'data-headline': '' })];
  if (view.summary) parts.push(el('p', view.summary, { 'data-summary': '' }));
  if (view.facts?.length)
    parts.push(
      el(
        'dl',
        undefined,
        {},
        view.facts.map(([label, value]) => el('div', undefined, {}, [el('dt', label), el('dd', value)])),
      ),
    );
  for (const table of view.tables ?? []) {
    const head = el('thead', undefined, {}, [
      el(
        'tr',
        undefined,
        {},
        table.head.map((h) => el('th', h, { scope: 'col' })),
      ),
    ]);
    const body = el(
      'tbody',
      undefined,
      {},
      table.rows.map((row) =>
        el('tr', undefined, row.strong ? { 'data-strong': '' } : {}, [el('th', row.cells[0], { scope: 'row' }), ...row.cells.slice(1).map((cell) => el('td', cell))]),
      ),
    );
    parts.push(el('table', undefined, table.text ? { 'data-text': '' } : {}, [el('caption', table.caption), head, body]));
  }
  for (const note of view.notes ?? []) parts.push(el('p', note, { 'data-note': '' }));
  parts.push(
    el(
      'p',
      undefined,
      { 'data-links': '' },
      shownLinks(view).map((link) => el('a', link.text, link.primary ? { href: link.href, 'data-primary': '' } : { href: link.href })),
    ),
  );
  return el('div', undefined, { 'data-result': '', 'data-tone': view.tone }, parts);
}
