// When a save is refused because the file changed since it was opened (another tab, a colleague, the
// Translations screen; admin/server/drafts/versions.ts): the server's sentence, the person's changes kept in
// the form, and two explicit ways on — "Reload their version and copy yours in" (their version with this
// person's changes put into it, nothing saved yet) and "Save yours over theirs" (a save with their version
// as the base). Used by the page and form screens (App.tsx) and the Translations screen.
import { useEffect, useRef } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { deepEqual } from '../../engine/config/workspace/json-write.ts';
import type { LoadedFile, Overlay } from './api.ts';

export type JsonPath = (string | number)[];

/** A place both changed: this person's value is kept there; `theirs` is what the other version had. */
export interface Clash {
  path: JsonPath;
  theirs: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => (a === undefined || b === undefined ? a === b : deepEqual(a, b));

/**
 * `mine` and `theirs` both made from `base`: their version with my changes put into it. Where only one side
 * changed a value, that change is taken; where both changed the same value differently, mine is kept (the
 * person's typing is never dropped) and the place is listed with theirs. Lists of different lengths on both
 * sides are one value (their items cannot be matched up safely).
 */
export function copyMineIn(base: unknown, mine: unknown, theirs: unknown): { value: unknown; clashes: Clash[] } {
  const clashes: Clash[] = [];
  const merge = (b: unknown, m: unknown, t: unknown, path: JsonPath): unknown => {
    if (same(m, b)) return t;
    if (same(t, b) || same(m, t)) return m;
    if (isRecord(b) && isRecord(m) && isRecord(t)) {
      const out: Record<string, unknown> = {};
      for (const key of new Set([...Object.keys(t), ...Object.keys(m)])) {
        const value = merge(b[key], m[key], t[key], [...path, key]);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    if (Array.isArray(b) && Array.isArray(m) && Array.isArray(t) && b.length === m.length && m.length === t.length) {
      return m.map((item, i) => merge(b[i], item, t[i], [...path, i]));
    }
    clashes.push({ path, theirs: t });
    return m;
  };
  return { value: merge(base, mine, theirs, []), clashes };
}

/** A clash's value as a person reads it: texts and numbers as they are, anything larger not repeated. */
export function shownValue(value: unknown): string | undefined {
  if (typeof value === 'string') return `“${value.length > 80 ? `${value.slice(0, 79)}…` : value}”`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** What the person is told after "Reload their version and copy yours in". */
export function copiedNotice(clashes: { place: string; theirs: unknown }[], saveLabel: string): string {
  const start = `Their version is open with your changes copied into it. Nothing is saved yet: check it, then press ${saveLabel}.`;
  if (!clashes.length) return start;
  const places = clashes.map((c) => {
    const theirs = shownValue(c.theirs);
    return theirs === undefined ? c.place : `${c.place} (theirs: ${theirs})`;
  });
  return `${start} You both changed ${clashes.length === 1 ? 'one place' : `${clashes.length} places`}; yours is kept there: ${places.join('; ')}.`;
}

/** The version and content each edited file's edits were made on: taken when its first edit is made, kept until it is saved or dropped. */
export interface Base {
  version: string;
  data: unknown;
}

export function useBases(drafts: Overlay, disk: Map<string, LoadedFile> | null) {
  const bases = useRef<Record<string, Base>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a file's base is the saved version when its edits began, not a version loaded later.
  useEffect(() => {
    for (const file of Object.keys(drafts)) {
      const saved = disk?.get(file);
      bases.current[file] ??= { version: saved?.version ?? 'none', data: saved?.data ?? null };
    }
    for (const file of Object.keys(bases.current)) if (!(file in drafts)) delete bases.current[file];
  }, [drafts]);
  return bases;
}

/** The refused save's sentence, and the two ways on. */
export function ConflictBar({ message, busy, onReload, onOverwrite }: { message: string; busy: boolean; onReload: () => void; onOverwrite: () => void }) {
  return (
    <Box role="alert" data-testid="save-conflict" px="4" py="2" bg="orange.100" color="orange.950" borderTopWidth="1px" borderColor="orange.300" fontSize="sm" flexShrink={0}>
      <Text fontWeight="semibold">{message} Your changes are kept here:</Text>
      <Flex gap="2" mt="1.5" wrap="wrap">
        <Button size="sm" variant="outline" bg="white" disabled={busy} onClick={onReload}>
          Reload their version and copy yours in
        </Button>
        <Button size="sm" variant="outline" bg="white" colorPalette="red" loading={busy} onClick={onOverwrite}>
          Save yours over theirs
        </Button>
      </Flex>
    </Box>
  );
}
