import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { generatedFiles } from '../../scripts/gen-types.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';

// Everything `npm run gen-types` derives: the page schema's block list, the form block's inbox list,
// blocks/registry.ts, the config types and the browser's form validators.
it.each(await generatedFiles())('%s is up to date with schemas/ (run `npm run gen-types` if this fails)', (file, fresh) => {
  expect(readFileSync(join(ROOT_DIR, file), 'utf8')).toBe(fresh);
});
