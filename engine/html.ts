// Text into HTML or XML, for every place that writes markup as a string (the page's <head>, the Atom
// feeds, a job posting's description, the e-mails, the dev server's problem page): element content and
// attribute values in double quotes, which is how all of them write attributes. The one copy: pure, no
// imports, so the engine, the blocks, the server and the back office may all use it.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** `A "b" & <c>` → `A &quot;b&quot; &amp; &lt;c&gt;`. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}
