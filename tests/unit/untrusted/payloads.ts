// Cross-site scripting payloads an editor (or someone who took over an editor's account) could type into
// any field. "§" becomes the number of the field it is put into, so what gets through names its field.
export const PAYLOADS: string[] = [
  '<script>alert(§)</script>',
  '"><img src=x onerror=alert(§)>',
  "'><svg onload=alert(§)>",
  '<svg onload=alert(§)>',
  'javascript:alert(§)',
  'JaVaScRiPt:alert(§)',
  ' javascript:alert(§)',
  '\tjavascript:alert(§)',
  '\njavascript:alert(§)',
  '&#106;avascript:alert(§)',
  'data:text/html,<script>alert(§)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==#§',
  'vbscript:msgbox(§)',
  '</script><script>alert(§)</script>',
  ']]><!--alert(§)-->',
  '{{constructor.constructor("alert(§)")()}}',
  '[x](javascript:alert(§))',
  '[x](data:text/html,alert§)',
  '/"onmouseover="alert(§)',
  'https://example.com/"><script>alert(§)</script>',
];

/** The payload with its field's number. */
export function payloadFor(template: string, field: number): string {
  return template.replaceAll('§', String(field));
}

/** The field numbers a text names (in a message or an output), from the payloads' markers. */
export function fieldsNamedIn(text: string): number[] {
  return [...text.matchAll(/(?:alert\W{0,2}|msgbox\W{0,2}|==#|alert)(\d+)/g)].map((m) => Number(m[1]));
}
