// How a field's value is shaped, shared by the island (values.ts) and the tiny pre-hydration
// behavior (behavior.ts), so it must stay free of React and of the validators.

/** The parts of a field's config that shape its value. */
export interface ValueShape {
  type: string;
  transform?: 'uppercase';
  maxLength?: number;
  options?: string[];
}

/** What a ticked box sends (and how it reads in the enquiry summary). */
export const CHECKED_VALUE = 'Yes';

/** The field as shown and sent: uppercased when configured, cut to its maximum length. */
export function transformValue(field: Pick<ValueShape, 'transform' | 'maxLength'>, value: string): string {
  let out = field.transform === 'uppercase' ? value.toUpperCase() : value;
  if (field.maxLength !== undefined && out.length > field.maxLength) out = out.slice(0, field.maxLength);
  return out;
}

/** The value a field takes from the page address, or undefined when the address value does not fit it. */
export function valueFromQuery(field: ValueShape, raw: string): string | boolean | undefined {
  const value = raw.trim();
  if (field.type === 'checkbox') return value !== '' && !/^(false|no|0|off)$/i.test(value);
  if (field.type === 'select' || field.type === 'segmented') return field.options?.includes(value) ? value : undefined;
  if (field.type === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  return transformValue(field, value);
}
