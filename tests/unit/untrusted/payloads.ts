// The payload list is tests/fixtures/xss-payloads.ts; "§" in a payload becomes the number of the field
// it is put into, so whatever gets through names its field.
export { XSS_PAYLOADS as PAYLOADS } from '../../fixtures/xss-payloads.ts';

/** The payload with its field's number. */
export function payloadFor(template: string, field: number): string {
  return template.replaceAll('§', String(field));
}

/** The field numbers a text names (in a message or an output), from the payloads' markers. */
export function fieldsNamedIn(text: string): number[] {
  return [...text.matchAll(/(?:alert\W{0,2}|msgbox\W{0,2}|==#|xss\.example\/)(\d+)/g)].map((m) => Number(m[1]));
}
