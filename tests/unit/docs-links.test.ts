// The newcomer's README, docs/ and the editors' guide link each other, the folders' READMEs and the editors' guide: every
// relative link must name a file that exists and, with a #fragment, a heading that file has (GitHub's
// anchors: lower case, punctuation dropped, spaces to hyphens).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';

const pages = [
  'README.md',
  'site-config/README.md',
  ...readdirSync(join(ROOT_DIR, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor of a heading: lower case, punctuation but hyphens and underscores dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.*)$/gm)].map((m) => anchorOf(m[1]!)));
}

/** Every relative link of a Markdown file, outside code blocks, code spans and escaped brackets (`\[words](/gst)` is text). */
function links(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`(?:[^`\n]|\n(?!\n))*`/g, '')
    .replace(/\\\[[^\]]*\]/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^(https?:|mailto:|\/)/.test(href)); // "/gst" is an example of a site address, not a file
}

it('GitHub anchors are worked out as GitHub does', () => {
  expect(anchorOf('Server and deployment')).toBe('server-and-deployment');
  expect(anchorOf('Measured here (2 cores, Lighthouse 13 mobile preset, simulated throttling)')).toBe('measured-here-2-cores-lighthouse-13-mobile-preset-simulated-throttling');
  expect(anchorOf('Never a false 201')).toBe('never-a-false-201');
});

it("the README stays a newcomer's page: at most 150 lines", () => {
  expect(readFileSync(join(ROOT_DIR, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(150);
});

it.each(pages)('every relative link of %s leads to a file and a heading that exist', (page) => {
  const broken: string[] = [];
  for (const href of links(join(ROOT_DIR, page))) {
    const [path, fragment] = href.split('#');
    const target = path ? join(dirname(join(ROOT_DIR, page)), decodeURIComponent(path)) : join(ROOT_DIR, page);
    if (!existsSync(target)) broken.push(`${href}: no ${relative(ROOT_DIR, target)}`);
    else if (fragment && target.endsWith('.md') && !anchors(target).has(fragment)) broken.push(`${href}: ${relative(ROOT_DIR, target)} has no heading #${fragment}`);
  }
  expect(broken).toEqual([]);
});
