// JSON for inside a <script> element. Its own module, with no imports, because blocks (which the editor
// canvas runs in the browser) use it through the block API and the page head does too.

/** JSON that is safe inside a <script> element: no "</script>", no line separators JavaScript refuses. */
export function safeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
