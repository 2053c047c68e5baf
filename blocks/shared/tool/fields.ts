// The fields a tool's form shows, described as data (built by each tool from its config and rule tables).
export interface FieldSpec {
  name: string;
  kind: 'money' | 'select' | 'radio' | 'date' | 'text' | 'checkbox';
  label: string;
  hint?: string;
  /** The value in an empty form. */
  initial?: string;
  options?: [value: string, label: string][];
  placeholder?: string;
  maxLength?: number;
  /** Half the row on wide screens (two such fields sit side by side). */
  half?: boolean;
  /** Letters typed are shown upper-case (GSTIN, PAN). */
  upper?: boolean;
}
