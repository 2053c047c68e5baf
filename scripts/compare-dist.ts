// `npx tsx scripts/compare-dist.ts BEFORE AFTER [--mask-asset-hashes]`: compares two built sites and
// lists what differs. Pages and other files are paired by path (for text, the first differing place
// with some context); hashed files under assets/ are paired by content, so a chunk that only moved or
// was renamed is not a difference. Precompressed copies (.br, .gz) follow their source and are skipped.
// With --mask-asset-hashes, "/assets/name-HASH.js" in text counts as equal whatever the hash, which
// separates real markup changes from a changed chunk being referenced. With --mask-social-cards, the
// shared-link cards (social/) are left out and their addresses and type in the pages count as equal
// (the cards are pictures: compare them by eye, not by bytes).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const [before, after] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const mask = process.argv.includes('--mask-asset-hashes');
const maskCards = process.argv.includes('--mask-social-cards');
if (!before || !after || !existsSync(before) || !existsSync(after)) {
  console.error('Usage: npx tsx scripts/compare-dist.ts <dist-before> <dist-after> [--mask-asset-hashes] [--mask-social-cards]');
  process.exit(2);
}

function files(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(root, full) : [relative(root, full).split('\\').join('/')];
  });
}
const list = (dir: string) => files(dir).filter((f) => !/\.(br|gz)$/.test(f) && !f.startsWith('.vite/') && !(maskCards && f.startsWith('social/')));
const maskCardRefs = (text: string) =>
  maskCards ? text.replace(/\/social\/[0-9a-f]{20}\.(png|jpg)/g, '/social/CARD').replace(/(og:image:type" content=")image\/(png|jpeg)/g, '$1CARD') : text;
const maskHashes = (text: string) => maskCardRefs(mask ? text.replace(/(assets\/[\w.-]+?)-[\w-]{8}\.(js|css)/g, '$1-HASH.$2') : text);
const sha = (dir: string, file: string) =>
  createHash('sha256')
    .update(readFileSync(join(dir, file)))
    .digest('hex');

let differences = 0;
const report = (line: string) => {
  differences++;
  console.log(line);
};

// Assets: by content.
const assetsBefore = new Map(
  list(before)
    .filter((f) => f.startsWith('assets/'))
    .map((f) => [sha(before, f), f]),
);
const assetsAfter = new Map(
  list(after)
    .filter((f) => f.startsWith('assets/'))
    .map((f) => [sha(after, f), f]),
);
for (const [hash, file] of assetsBefore) if (!assetsAfter.has(hash)) report(`asset only before (changed or removed): ${file}`);
for (const [hash, file] of assetsAfter) if (!assetsBefore.has(hash)) report(`asset only after (changed or new): ${file}`);

// Everything else: by path.
const rest = (dir: string) => new Set(list(dir).filter((f) => !f.startsWith('assets/')));
const a = rest(before);
const b = rest(after);
for (const file of a) if (!b.has(file)) report(`only before: ${file}`);
for (const file of [...b].sort()) {
  if (!a.has(file)) {
    report(`only after: ${file}`);
    continue;
  }
  const x = maskHashes(readFileSync(join(before, file), 'utf8'));
  const y = maskHashes(readFileSync(join(after, file), 'utf8'));
  if (x === y) continue;
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 60), i + 100));
  report(`differs: ${file} at character ${i}\n    before ${around(x)}\n    after  ${around(y)}`);
}
console.log(differences ? `\n${differences} difference${differences === 1 ? '' : 's'}.` : `\nNo differences (${b.size} files and ${assetsAfter.size} assets).`);
process.exitCode = differences ? 1 : 0;
