// Character rules for text people type into the forms, shared by the server (server/form-validation.ts)
// and any browser code that wants to warn early. Framework-free and dependency-free.
//
// Rejected: control characters (C0, DEL, C1 — a terminal runs ESC/OSC sequences, CR can overwrite a
// line), except line feed and tab (and CR before LF) in multi-line fields; bidirectional overrides
// and isolates (U+202A–U+202E, U+2066–U+2069, which can make text read differently from what it is);
// lone surrogates (not text at all); and values made only of invisible characters (zero-width
// spaces, joiners, format characters), which look empty but are not.

export type TextProblem = 'control' | 'bidi' | 'encoding' | 'invisible';

const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/u;
// Multi-line: LF and TAB are fine, and CR only as part of CRLF (what browsers send for a textarea).
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/u;
const LONE_SURROGATE = /\p{Cs}/u;
const BIDI = /[\u202a-\u202e\u2066-\u2069]/u;
// Whitespace, format characters (Cf: zero-width space/joiners, soft hyphen…), combining marks
// without a base, and the Hangul fillers that render as nothing.
const INVISIBLE = /[\s\p{Cf}\p{Zs}\p{M}\u115f\u1160\u3164\uffa0\u2800]/gu;

/** The first problem of `value`, or undefined when it is acceptable. */
export function textProblem(value: string, options: { multiline: boolean }): TextProblem | undefined {
  if (LONE_SURROGATE.test(value)) return 'encoding';
  if ((options.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value)) return 'control';
  if (BIDI.test(value)) return 'bidi';
  if (value !== '' && value.replace(INVISIBLE, '') === '' && value.trim() !== '') return 'invisible';
  return undefined;
}

/** Plain words for a field's problem, using the field's title ("First name"). */
export function textProblemMessage(title: string, problem: TextProblem): string {
  switch (problem) {
    case 'control':
      return `${title} contains control characters (such as escape codes or line breaks); type it as plain text`;
    case 'bidi':
      return `${title} contains hidden text-direction characters; type it as plain text`;
    case 'encoding':
      return `${title} contains characters that are not valid text`;
    case 'invisible':
      return `${title} contains only invisible characters; type a visible value`;
  }
}

/** Free-text fields (a textarea in the form) may hold line breaks; the schemas give them ≥ 1000 characters. */
export function isMultiLineField(schema: { maxLength?: number }): boolean {
  return (schema.maxLength ?? 0) >= 1000;
}

/**
 * Text made safe for a terminal: every control, bidi-control and lone-surrogate character is shown
 * as a visible escape (\x1b, \u202e, \n…), so stored input can never move the cursor, rewrite a line
 * or recolour an operator's screen.
 */
export function escapeForTerminal(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u2028\u2029]|[\ud800-\udfff]/gu, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch === '\n') return '\\n';
    if (ch === '\r') return '\\r';
    if (ch === '\t') return '\\t';
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
