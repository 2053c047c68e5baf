import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateTypes, GENERATED_TYPES_FILE } from '../../scripts/gen-types.ts';

it('engine/generated/config.ts is up to date with schemas/ (run `npm run gen-types` if this fails)', async () => {
  expect(readFileSync(GENERATED_TYPES_FILE, 'utf8')).toBe(await generateTypes());
});
