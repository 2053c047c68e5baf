// Every built Hindi page (dist/hi/**/*.html, the 404 too) has no English a reader meets outside lang="en":
// the Latin-script words left by latinWords (tests/unit/latin-words.ts: names and the portals' codes allowed)
// are none, page by page (issue 42). The other Hindi tests check ~20 routes by their own behaviour; this one
// is the net over all of them. `npm test` builds first; alone, run `npm run build` before.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { builtRoutes, DIST_DIR } from '../e2e/routes.ts';
import { latinWords } from './latin-words.ts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

test('no Hindi page has a Latin-script word outside lang="en" other than the allowed names and codes', () => {
  const files = htmlFiles(join(DIST_DIR, 'hi')).sort();
  // Every Hindi route of the build is among the files read (so a page written elsewhere is not missed).
  const hindiRoutes = builtRoutes().filter((r) => r.language === 'hi');
  expect(hindiRoutes.length).toBeGreaterThan(100);
  expect(hindiRoutes.map((r) => join(DIST_DIR, r.file)).filter((f) => !files.includes(f))).toEqual([]);
  const found = files.flatMap((file) => {
    const words = latinWords(readFileSync(file, 'utf8'));
    return words.length ? [`${relative(DIST_DIR, file)}: ${[...new Set(words)].join(' ')}`] : [];
  });
  expect(found).toEqual([]);
});

test("the words that were English on Hindi pages are Hindi: the trail, a guide's byline, a policy's date and contacts, the categories", () => {
  const page = (path: string) => readFileSync(join(DIST_DIR, 'hi', path, 'index.html'), 'utf8');
  const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
  // The trail starts at the Hindi home page, in Hindi.
  expect(page('guides/gst-registration-documents')).toMatch(/<nav aria-label="आप यहाँ हैं"[^>]*><ol[^>]*><li[^>]*><a href="\/hi"[^>]*>मुखपृष्ठ<\/a>/);
  const guide = text(page('guides/gst-registration-documents'));
  for (const words of ['लेखक FilingBridge अनुपालन टीम', 'प्रकाशित 25 नवंबर 2026', 'पढ़ने का समय 4 मिनट']) expect(guide).toContain(words);
  const privacy = page('privacy');
  expect(privacy).toContain('पिछला बदलाव: <time dateTime="2025-01-01">1 जनवरी 2025</time>');
  for (const words of ['विषय-सूची', 'ई-मेल: grievance@filingbridge.in', 'फ़ोन: +91 44 4000 1234', 'डाक: No. 12, Anna Salai']) expect(text(privacy)).toContain(words);
  // A category's label in Hindi (its address and the entries' key stay English): the list's heading, title and nav.
  const incomeTax = page('updates/category/income-tax');
  expect(incomeTax).toContain('<title>आयकर: अनुपालन अपडेट | FilingBridge</title>');
  expect(text(incomeTax)).toContain('मुखपृष्ठ › अनुपालन अपडेट › आयकर: अनुपालन अपडेट');
  expect(page('guides')).toMatch(/<a href="\/hi\/guides\/category\/company-registration"[^>]*>कंपनी रजिस्ट्रेशन<\/a>/);
});
