// Makes a copy of site-config hold every string field the schemas have, so a payload can be put into
// each: the live config leaves many optional parts out and uses some sections only at the top of a
// page. Added to the copy (tests/fixtures/untrusted/every-field.json holds the hand-written parts):
// - sections that hold the optional parts no page fills in (pictures, typed-in deadlines, a card's own
//   button …), then one section of every kind the config has (the first of its kind, from any page, also
//   those the site makes for updates, guides and jobs), then a tabs section with each of those sections
//   (but tabs) in a tab of its own, on two pages: /every-field-by-state the sections whose
//   figures depend on the state (it gets a page per state) with a page's optional parts (a menu entry,
//   a shared-link picture), /every-field every other section (no page per state: rendered once);
// - a footer service with its own link, a government extension in the compliance calendar, the optional
//   site facts (support hours, a UPI ID) and sections' optional groups of words (fixture.optionalParts).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { validateSiteConfig } from '../../../engine/config/validate.ts';
import { blockRegistry } from '../../../blocks/registry.ts';
import type { Block } from '../../../engine/types.ts';
import { dependsOnState } from '../../../engine/config/state-variants.ts';
import { stringsIn } from './schema-fields.ts';
import { validationCache } from './inject.ts';

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'untrusted', 'every-field.json');

/** A 1 × 1 PNG: the validator only asks that the file is there. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

type Json = Record<string, any>;

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, data: unknown) => writeFileSync(file, JSON.stringify(data, null, 2) + '\n');

/**
 * A copy of a section that fits beside the others on one page: anchors (its own, its tabs', its
 * headings') get `suffix`, links to a section of its own page go to the contact page instead, and
 * prices named in texts are written out.
 */
function copyOf(block: Json, suffix: string): Json {
  const text = JSON.stringify(block)
    .replace(/\]\(#[a-z0-9-]+\)/g, '](/contact)')
    // A price named in a text is a plan of the page the section came from.
    .replace(/\{price:[a-z0-9-]+\}/g, 'the price');
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'id' && typeof v === 'string') out[k] = `${v}-${suffix}`;
      else if (k === 'href' && typeof v === 'string' && v.startsWith('#')) out[k] = '/contact';
      // The site's own feeds are files, not pages the link check knows.
      else if (k === 'href' && typeof v === 'string' && v.endsWith('/feed.atom')) out[k] = v.slice(0, -'/feed.atom'.length);
      else if (k === 'text' && (node as Json).type === 'heading' && typeof v === 'string') out[k] = `${v} (${suffix})`;
      // Forms are named apart on a page (their heading, or their button's words): the page rule unique-form-names.
      else if (k === 'heading' && (node as Json).type === 'form' && typeof v === 'string') out[k] = `${v} (${suffix})`;
      else out[k] = visit(v);
    }
    if (out.type === 'form' && out.heading === undefined && out.submit) out.submit = { ...out.submit, label: `${out.submit.label} (${suffix})` };
    return out;
  };
  return visit(JSON.parse(text)) as Json;
}

/** Adds the page and the extra parts to the config folder `dir`; returns the section kinds the page holds. */
export function addEveryField(dir: string, today: string): string[] {
  const fixture = readJson(FIXTURE);
  for (const image of fixture.images as string[]) {
    mkdirSync(dirname(join(dir, 'images', image)), { recursive: true });
    writeFileSync(join(dir, 'images', image), PNG);
  }
  const site = readJson(join(dir, 'site.json'));
  site.footer.popularServices.push(...fixture.popularServices);
  // The optional parts of the site facts the live site leaves out until the business has them.
  Object.assign(site, fixture.siteFacts);
  writeJson(join(dir, 'site.json'), site);
  const calendar = readJson(join(dir, 'compliance-calendar.json'));
  calendar.extensions = [...(calendar.extensions ?? []), ...fixture.extensions];
  writeJson(join(dir, 'compliance-calendar.json'), calendar);

  // Sections that together hold every field a section can have: of the sections written in the page
  // files (the fixture's first), each that has a field no section taken before has; then, for the kinds
  // only the site writes (the pages of updates, guides and jobs), the same of the pages as validated.
  const page = fixture.page as Json;
  const seen = new Set<string>();
  const sections: Json[] = [];
  const take = (block: Json) => {
    const absent: { name: string; path: (string | number)[] }[] = [];
    const names = [...stringsIn({ blocks: [block] }, 'page.schema.json', absent).map((s) => s.name), ...absent.map((a) => a.name)];
    if (names.every((n) => seen.has(n))) return;
    names.forEach((n) => seen.add(n));
    sections.push(block);
  };
  const pageFiles = readdirSync(join(dir, 'pages'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const block of page.blocks as Json[]) take(block);
  for (const file of pageFiles) for (const block of readJson(join(dir, 'pages', file)).blocks as Json[]) take(block);
  const written = new Set(sections.map((b) => b.type));
  const result = validateSiteConfig(dir, blockRegistry, validationCache(), today);
  if (!result.config) throw new Error(`site-config does not validate: ${result.problems.map((p) => p.message).join('; ')}`);
  for (const { page: made } of result.config.pages) for (const block of made.blocks as Block[]) if (!written.has(block.type)) take(block as Json);
  // Optional groups of words a section takes when it needs them (the state form, the chooser's questions).
  for (const section of sections) Object.assign(section, (fixture.optionalParts as Record<string, Json>)[section.type as string] ?? {});
  // The sections whose figures depend on the state go on a page of their own, with the page's optional
  // parts: it gets a page per state (one of them is rendered, as of every such page), and the page with
  // every other section, no state pages, is rendered once.
  const withSections = (list: Json[]) => {
    const copies = list.map((b) => ({ block: b, i: sections.indexOf(b) }));
    return [
      ...copies.map(({ block, i }) => copyOf(block, `every-${i}`)),
      {
        type: 'tabs',
        heading: 'Every kind of section in a tab',
        panels: copies.filter(({ block }) => block.type !== 'tabs').map(({ block, i }) => ({ label: `Tab ${i + 1}: ${block.type}`, blocks: [copyOf(block, `tab-${i}`)] })),
      },
    ];
  };
  const byState = sections.filter((b) => dependsOnState(b));
  if (!byState.length) throw new Error('no section of site-config depends on the state: the page of those sections would be empty');
  writeJson(join(dir, 'pages', 'every-field-by-state.json'), { ...page, paths: ['/every-field-by-state'], blocks: withSections(byState) });
  const { menu: _menu, socialImage: _socialImage, ...plain } = page;
  writeJson(join(dir, 'pages', 'every-field.json'), {
    ...plain,
    title: 'Every other section | FilingBridge',
    blocks: withSections(sections.filter((b) => !byState.includes(b))),
  });
  return [...new Set(sections.map((b) => b.type))];
}
