// The English a stale translation was made from, found in the English file's git history by its
// fingerprint (like Starlight's Lunaria reads git), so the validator can show the old English beside
// the new. The last 50 versions of each file are read once, when a stale text asks for them.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { loadSchemaFiles } from '../config/schema-files.ts';
import { fingerprint } from './fingerprint.ts';
import { sourceTexts } from './texts.ts';
import { schemaKeyOf, type PreviousEnglish } from './validate.ts';

export function previousEnglish(configDir: string): PreviousEnglish {
  const known = new Map<string, Map<string, string>>();
  return (source, print) => {
    if (!known.has(source)) {
      const texts = new Map<string, string>();
      known.set(source, texts);
      const file = resolve(join(configDir, source));
      const schemaKey = schemaKeyOf(source, configDir);
      try {
        const git = (...args: string[]) => execFileSync('git', args, { cwd: configDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });
        const top = git('rev-parse', '--show-toplevel').trim();
        const inRepo = file
          .slice(top.length + 1)
          .split('\\')
          .join('/');
        const schemas = loadSchemaFiles();
        for (const commit of git('log', '-n', '50', '--format=%H', '--', inRepo).split('\n').filter(Boolean)) {
          const data = JSON.parse(git('show', `${commit}:${inRepo}`));
          for (const { english } of sourceTexts(data, schemas, schemaKey!)) if (!texts.has(fingerprint(english))) texts.set(fingerprint(english), english);
        }
      } catch {
        // Not a git checkout (a release folder), or an old version that is not valid JSON: no old English to show.
      }
    }
    return known.get(source)!.get(print);
  };
}
