// The text of a shared-link card, set without satori (scripts/build/card-text.ts): lines break where a
// browser would and never run past the box, a third line that cannot hold the rest ends with an
// ellipsis, ₹ and Hindi come from the fonts that have them, and the fonts' metrics do not depend on the order in
// which faces are used.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CardTypesetter, type CardTextLayout, woffToOpenType } from '../../scripts/build/card-text.ts';
import { TEXT_BOX } from '../../scripts/build/social-card.tsx';

let typesetter: CardTypesetter;
beforeAll(async () => {
  typesetter = await CardTypesetter.create();
});

/** The right edge of the last glyph of each line, roughly (its start plus its size): never past the box. */
const lineEnds = (layout: CardTextLayout) => {
  const ends = new Map<number, number>();
  for (const glyph of layout.glyphs) ends.set(glyph.baseline, Math.max(ends.get(glyph.baseline) ?? 0, glyph.x));
  return [...ends.values()];
};

describe('card text', () => {
  it('breaks lines at spaces and after hyphens, as many words on a line as fit', () => {
    const layout = typesetter.layout({
      title: 'Compliance Calendar: GST, TDS, ITR, MCA Dates',
      description: 'Every GST, income-tax, TDS, MCA, LLP, PF and ESI due date for the next 12 months, filtered for your business. Add it to Google, Apple or Outlook calendar.',
    });
    expect(layout.lines).toEqual([
      'Compliance Calendar: GST, TDS, ITR,',
      'MCA Dates',
      'Every GST, income-tax, TDS, MCA, LLP, PF and ESI due date for the next',
      '12 months, filtered for your business. Add it to Google, Apple or Outlook',
      'calendar.',
    ]);
    // Two title lines at 60 × 1.12, the gap, three description lines at 30 × 1.4.
    expect(layout.height).toBe(Math.ceil(2 * 60 * 1.12 + 24 + 3 * 42));
    for (const end of lineEnds(layout)) expect(end).toBeLessThan(TEXT_BOX.width);
  });

  it('ends a third line that cannot hold the rest with an ellipsis, and cuts a word wider than the box', () => {
    const description = 'A very long description that goes on and on to test the clamp on the third line, with words after words after words until it no longer fits.';
    const layout = typesetter.layout({ title: 'Supercalifragilisticexpialidociousnessnessnessness registration', description });
    expect(layout.lines.slice(0, 2)).toEqual(['Supercalifragilisticexpialidociousnessnes', 'snessness registration']);
    expect(layout.lines.slice(2)).toEqual([
      'A very long description that goes on and on to test the clamp on the third',
      'line, with words after words after words until it no longer fits.',
    ]);
    const clamped = typesetter.layout({ title: 'Title', description: `${description} ${description}` });
    expect(clamped.lines).toHaveLength(4);
    expect(clamped.lines[3]).toMatch(/^[^…]+…$/);
    for (const end of [...lineEnds(layout), ...lineEnds(clamped)]) expect(end).toBeLessThan(TEXT_BOX.width);
  });

  it('draws ₹ and Hindi with glyphs of their own at both weights, not the missing-glyph box', () => {
    const layout = typesetter.layout({ title: 'From ₹1,999: कंपनी पंजीकरण', description: 'Plans from ₹2,999 a year. कंपनी पंजीकरण' });
    const byFace = (name: string) => layout.glyphs.filter((glyph) => typesetter.faceName(glyph.face) === name);
    // Inter's Latin Extended file has ₹ (its Latin file does not); Devanagari comes from Noto Sans Devanagari.
    expect(new Set(layout.glyphs.map((glyph) => typesetter.faceName(glyph.face)))).toEqual(
      new Set(['Inter 800', 'Noto Sans Devanagari 800', 'Inter 400', 'Noto Sans Devanagari 400']),
    );
    expect(byFace('Noto Sans Devanagari 800').length).toBeGreaterThanOrEqual(6);
    for (const glyph of layout.glyphs) expect(glyph.id, typesetter.faceName(glyph.face)).not.toBe(0); // 0: the missing-glyph box
  });

  it('sets a text the same whatever was set before it (metrics never depend on which face was used first)', async () => {
    const text = { title: 'GST Registration Online from ₹1,999', description: 'Get your GSTIN online: a new state or a foreign entity. Çalışma, “quotes” – dashes.' };
    const first = await CardTypesetter.create();
    const descriptionFirst = first.layout({ title: '', description: text.description });
    const both = first.layout(text);
    const fresh = (await CardTypesetter.create()).layout(text);
    expect(both).toEqual(fresh);
    expect(both.glyphs.filter((glyph) => glyph.size === 30)).toEqual(
      descriptionFirst.glyphs.map((glyph) => ({ ...glyph, baseline: glyph.baseline + both.glyphs.find((g) => g.size === 30)!.baseline - descriptionFirst.glyphs[0]!.baseline })),
    );
    // Inter's advances, not a blank half-em: "Get" at 30 px.
    expect(
      fresh.glyphs
        .filter((glyph) => glyph.size === 30)
        .slice(0, 3)
        .map((glyph) => glyph.x.toFixed(2)),
    ).toEqual(['0.00', '22.38', '39.87']);
  });

  it('unwraps a WOFF file into the OpenType file inside it', () => {
    const dir = join(dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')), 'files');
    const woff = readFileSync(join(dir, 'inter-latin-400-normal.woff'));
    const font = woffToOpenType(woff);
    expect(font.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    expect(font.readUInt16BE(4)).toBe(woff.readUInt16BE(12)); // every table
    const tags = Array.from({ length: font.readUInt16BE(4) }, (_, i) => font.toString('latin1', 12 + 16 * i, 16 + 16 * i));
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'hhea', 'hmtx', 'head']));
    expect(() => woffToOpenType(font)).toThrow('Not a WOFF 1.0 font file.');
  });
});
