// What spares the canvas from drawing again what an edit did not change (puck-config.tsx, PageEditor.tsx).
// Each edit gives Puck's sections their props anew, and the app makes the canvas's menus and rule tables
// anew each time it draws: compared by content here, a typed letter draws one section, not every section,
// the header and the footer (2,501 → 539 styled elements drawn for a heading typed on /gst).
import { deepEqual } from '../../engine/config/workspace/json-write.ts';

/** The parts of the canvas's environment (puck-config.tsx's CanvasEnvironment) that decide what it draws. */
export interface CanvasParts {
  site: unknown;
  words: { words: unknown; locale: string };
  rules: object;
  path: string;
  menus: unknown;
  positions: Map<string, unknown>;
  plans: unknown;
}

/** Equal content (the workspace's deepEqual): section props and menus compared by what they hold. */
export const sameContent = deepEqual;

/**
 * The canvas's environment is the same: the same site facts, words and rule tables (the files' content,
 * replaced only when edited or loaded again), and equal address, menus, section places and plans.
 */
export function sameCanvas(before: CanvasParts, next: CanvasParts): boolean {
  const [rulesBefore, rulesNext] = [before.rules as Record<string, unknown>, next.rules as Record<string, unknown>];
  const rules = Object.keys(rulesNext);
  return (
    before.site === next.site &&
    before.words.words === next.words.words &&
    before.words.locale === next.words.locale &&
    rules.length === Object.keys(rulesBefore).length &&
    rules.every((name) => rulesBefore[name] === rulesNext[name]) &&
    before.path === next.path &&
    sameContent(before.menus, next.menus) &&
    sameContent([...before.positions], [...next.positions]) &&
    sameContent(before.plans, next.plans)
  );
}
