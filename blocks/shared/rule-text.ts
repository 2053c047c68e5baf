// Pieces of a rule table's text that a component rewrites around its own words (the structure chooser's
// reasons, the comparison's cells), in any language and with the fallback marks of a text not translated
// yet (engine/i18n/apply.ts) kept in place.

/** A table's text without its leading "Limited: " / "No: " / "असीमित: " (the component says it already). */
export const afterLabel = (text: string) => text.replace(/^(\uE000?)[^:\uE000\uE001]{1,20}: /, '$1');

/** "Only the owner's money…" → "only the owner's money…" inside a sentence; "OPC …" stays (an acronym), and a script without case keeps its text. */
export const lowerFirst = (text: string) => text.replace(/^(\uE000?)(\p{Lu})(?=\p{Ll})/u, (_m, mark: string, first: string) => mark + first.toLowerCase());
