// The interface words of a config folder (site-config/interface.json): the English the components
// write, which each language translates in translations/<code>/interface.json. A site config made in
// code (the tests') or a folder without the file uses the project's own words.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Interface } from '../generated/config.ts';
import { ROOT_DIR } from '../config/schema-files.ts';
import { setFallbackWords } from './words-context.ts';

/** The file's path inside the config folder, as translations name it. */
export const INTERFACE_FILE = 'interface.json';

let projectWords: Interface | undefined;

/** The English words of the project (site-config/interface.json), read once. */
export function projectInterfaceWords(): Interface {
  projectWords ??= JSON.parse(readFileSync(join(ROOT_DIR, 'site-config', INTERFACE_FILE), 'utf8')) as Interface;
  return projectWords;
}

/** The words of `configDir`'s interface.json when it has one, else the project's. */
export function readInterfaceWords(configDir: string): Interface {
  const path = join(configDir, INTERFACE_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Interface) : projectInterfaceWords();
}

// A component rendered on the server outside a page render (a block's test) writes the project's English.
setFallbackWords(() => ({ words: projectInterfaceWords(), locale: 'en-IN' }));
