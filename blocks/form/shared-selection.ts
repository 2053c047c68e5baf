// The site-wide shared selection (spec §3): the business type and the state a visitor picked, kept in
// sessionStorage so the choice survives navigation and reload in the same tab (and is forgotten when
// the tab closes). Framework-free: the pre-hydration behavior and the React island both use it.

export const SHARED_DEFAULTS = { selectedEntity: 'Company', selectedState: '' } as const;
export type SharedKey = keyof typeof SHARED_DEFAULTS;

const STORAGE_PREFIX = 'shared:';
/** Dispatched on window when a shared value changes, so every form on the page shows the new value. */
export const SHARED_EVENT = 'shared-selection-change';

export interface SharedChange {
  key: SharedKey;
  value: string;
  /** The form the change came from (it already shows the value). */
  source?: Element;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** sessionStorage, or undefined where it is unavailable (disabled cookies, some private modes). */
export function sessionStore(): StorageLike | undefined {
  try {
    const storage = globalThis.sessionStorage;
    const probe = '__shared_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

export function isSharedKey(key: unknown): key is SharedKey {
  return typeof key === 'string' && Object.hasOwn(SHARED_DEFAULTS, key);
}

/** The value chosen earlier in this tab, or null when nothing was chosen yet. */
export function readShared(key: SharedKey, storage: StorageLike | undefined = sessionStore()): string | null {
  try {
    return storage?.getItem(STORAGE_PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the value for the rest of the tab's session and tells the other forms on the page. */
export function writeShared(key: SharedKey, value: string, source?: Element, storage: StorageLike | undefined = sessionStore()) {
  try {
    storage?.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // Storage full or blocked: the choice still applies on this page.
  }
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<SharedChange>(SHARED_EVENT, { detail: { key, value, source } }));
  }
}

/** What a shared field shows before anything was chosen: its own starting value, else the site default (Company / ""). */
export function sharedStartValue(field: { shared?: SharedKey; default?: string | boolean }): string {
  if (typeof field.default === 'string') return field.default;
  return field.shared ? SHARED_DEFAULTS[field.shared] : '';
}

/**
 * The value a shared field shows: the one chosen earlier in this tab when the field can show it
 * (a choice the field offers), else its start value.
 */
export function sharedValueFor(field: { shared?: SharedKey; options?: string[]; default?: string | boolean }, stored: string | null): string {
  if (stored === null || (field.options && !field.options.includes(stored))) return sharedStartValue(field);
  return stored;
}
