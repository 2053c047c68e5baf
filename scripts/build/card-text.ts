// The page's title and description on a shared-link card, set and drawn without satori, which laid out
// and rasterised each card's text anew (about three quarters of a card's CPU). harfbuzz shapes the text
// with the first font that has its characters (Inter; Noto Sans Devanagari for Hindi), `linebreak` gives
// the places a line may break (Unicode's rules, as browsers use them), lines are filled greedily as a
// browser fills them, and each glyph is rasterised by resvg once per size and quarter-pixel position,
// then only copied onto a card: the text differs from card to card, its glyphs do not.
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { HarfBuzz, HbFont } from 'harfbuzzjs';
import type LineBreakerType from 'linebreak';
import { Resvg } from '@resvg/resvg-js';
import { CARD_TEXT, cardFonts, clip, TEXT_BOX, titleSize } from './social-card.tsx';
import type { CardText } from '../../engine/social.ts';

// Both packages are loaded as the CommonJS they are: linebreak's names an ES module file it does not
// ship, and harfbuzzjs's export is a promise (of the wasm module), which bundlers' interop mangles.
const require = createRequire(import.meta.url);
const LineBreaker = require('linebreak') as typeof LineBreakerType;

type Rgb = readonly [number, number, number];
interface Style {
  size: number;
  weight: number;
  lineHeight: number;
  letterSpacing: number;
  color: string;
  maxLines: number;
}
/**
 * A font. harfbuzzjs's calls that return a structure (font and glyph extents) write it on the wasm stack,
 * and in 0.10 that corrupted other faces (blank advances, no outlines): they are not used. The ascent and
 * descent come from the font's `hhea` table, a glyph's box from its outline.
 */
interface Face {
  /** "Inter 800", "Noto Sans Devanagari 400". */
  name: string;
  font: HbFont;
  unicodes: Set<number>;
  upem: number;
  weight: number;
  ascender: number;
  descender: number;
}
/** One glyph of a shaped text: its face, its id in that face, and where it starts (px, from the text's start). */
interface ShapedGlyph {
  face: number;
  id: number;
  cluster: number;
  x: number;
  dy: number;
}
/** A glyph placed in the text box: x from the box's left, the baseline's y (whole pixels) from its top. */
export interface PlacedGlyph {
  face: number;
  id: number;
  size: number;
  x: number;
  baseline: number;
  color: Rgb;
}
export interface CardTextLayout {
  /** Height of the set text in px (TEXT_BOX.height at most). */
  height: number;
  glyphs: PlacedGlyph[];
  /** The lines as set, for tests and for reading what a card says. */
  lines: string[];
}
/** A glyph's coverage (0–255), its top-left corner relative to the pen position on the baseline. */
interface Coverage {
  left: number;
  top: number;
  width: number;
  height: number;
  alpha: Uint8Array;
}

/**
 * A WOFF 1.0 file as the OpenType file it wraps: harfbuzz reads OpenType, @fontsource ships WOFF (each
 * table zlib-compressed when that made it smaller).
 */
export function woffToOpenType(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font file.');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const [tag, offset, compressed, original, checksum] = [0, 4, 8, 12, 16].map((at) => woff.readUInt32BE(entry + at)) as [number, number, number, number, number];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag, checksum, data: compressed < original ? inflateSync(stored) : stored };
  });
  const offsets: number[] = [];
  let size = 12 + 16 * count;
  for (const table of tables) {
    offsets.push(size);
    size += (table.data.length + 3) & ~3;
  }
  const out = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF outlines
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  tables.forEach((table, i) => {
    out.writeUInt32BE(table.tag, 12 + 16 * i);
    out.writeUInt32BE(table.checksum, 16 + 16 * i);
    out.writeUInt32BE(offsets[i]!, 20 + 16 * i);
    out.writeUInt32BE(table.data.length, 24 + 16 * i);
    table.data.copy(out, offsets[i]!);
  });
  return out;
}

const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0xa0;
const ELLIPSIS = '…';

/** Sets and draws cards' text; one per thread (it keeps harfbuzz's fonts and the glyphs drawn so far). */
export class CardTypesetter {
  private readonly coverage = new Map<string, Coverage | null>();

  private constructor(
    private readonly hb: HarfBuzz,
    private readonly faces: Face[],
  ) {}

  static async create(): Promise<CardTypesetter> {
    const hb = await (require('harfbuzzjs') as Promise<HarfBuzz>);
    // Inter's Latin, Inter's Latin Extended (₹ is there), then Noto Sans Devanagari, at the text's two weights.
    const faces = cardFonts()
      .filter((file) => file.weight === CARD_TEXT.title.weight || file.weight === CARD_TEXT.description.weight)
      .map((file) => {
        const openType = woffToOpenType(file.data);
        const face = hb.createFace(hb.createBlob(openType), 0);
        return {
          name: `${file.name} ${file.weight}`,
          font: hb.createFont(face),
          unicodes: new Set(face.collectUnicodes()),
          upem: face.upem,
          weight: file.weight,
          ...verticalMetrics(openType),
        };
      });
    return new CardTypesetter(hb, faces);
  }

  /** The name and weight of the face a placed glyph comes from. */
  faceName(face: number): string {
    return this.faces[face]!.name;
  }

  /** The title and description set in TEXT_BOX's width, clipped as the card clips them. */
  layout(text: Pick<CardText, 'title' | 'description'>): CardTextLayout {
    const title = clip(text.title, CARD_TEXT.title.maxChars);
    const description = clip(text.description, CARD_TEXT.description.maxChars);
    const out: CardTextLayout = { height: 0, glyphs: [], lines: [] };
    const blocks: [string, Style][] = [
      [title, { ...CARD_TEXT.title, size: titleSize(title) }],
      [description, CARD_TEXT.description],
    ];
    for (const [content, style] of blocks) {
      if (!content.trim()) continue;
      if (out.lines.length) out.height += CARD_TEXT.gap;
      this.setBlock(content, style, out);
    }
    out.height = Math.min(Math.ceil(out.height), TEXT_BOX.height);
    return out;
  }

  /**
   * Draws a layout onto RGB pixels (`width` px a row) with the box's top-left corner at (left, top).
   * Glyphs are composited one over the other (coverage × colour + pixel × (1 − coverage)).
   */
  draw(pixels: Buffer, width: number, layout: CardTextLayout, left: number, top: number): void {
    const rows = pixels.length / 3 / width;
    for (const glyph of layout.glyphs) {
      const x = left + glyph.x;
      let column = Math.floor(x);
      let quarter = Math.round((x - column) * 4);
      if (quarter === 4) [column, quarter] = [column + 1, 0];
      const cover = this.coverageOf(glyph, quarter);
      if (cover) paint(pixels, width, rows, cover, column + cover.left, top + glyph.baseline + cover.top, glyph.color);
    }
  }

  private setBlock(content: string, style: Style, out: CardTextLayout) {
    const max = TEXT_BOX.width;
    let shaped = this.shape(content, style);
    let lines = breakLines(shaped, max);
    if (lines.length > style.maxLines) {
      // The last line that fits ends with an ellipsis, words taken off until it fits.
      lines = lines.slice(0, style.maxLines);
      const last = lines.at(-1)!;
      for (let end = last[1]; ; ) {
        const cut = `${content.slice(0, end).replace(/[\s,.;:–-]+$/, '')}${ELLIPSIS}`;
        shaped = this.shape(cut, style);
        if (shaped.width(last[0], cut.length) <= max || end <= last[0] + 1) {
          last[1] = cut.length;
          break;
        }
        const space = content.lastIndexOf(' ', end - 2);
        end = space > last[0] ? space : end - 1;
      }
    }
    const { ascender, descender, upem } = this.faces.find((face) => face.weight === style.weight)!;
    const scale = style.size / upem;
    const lineHeight = style.size * style.lineHeight;
    // CSS puts half the leading above the font's ascent and half below its descent.
    const baselineInLine = (lineHeight - (ascender - descender) * scale) / 2 + ascender * scale;
    const color = rgb(style.color);
    lines.forEach(([start, end], i) => {
      const baseline = Math.round(out.height + i * lineHeight + baselineInLine);
      const origin = shaped.penAt[start]!;
      for (let g = shaped.glyphAt[start]!; g < shaped.glyphAt[end]!; g++) {
        const glyph = shaped.glyphs[g]!;
        out.glyphs.push({ face: glyph.face, id: glyph.id, size: style.size, x: glyph.x - origin, baseline: baseline + glyph.dy, color });
      }
      out.lines.push(shaped.text.slice(start, end).trimEnd());
    });
    out.height += lines.length * lineHeight;
  }

  /** Shapes `text` run by run (a run: characters the same face has), at `style`'s size and letter spacing. */
  private shape(text: string, style: Style): Shaped {
    const faces = this.faces.map((face, i) => [face, i] as const).filter(([face]) => face.weight === style.weight);
    // The first face that has the character; a space stays in the run it is in.
    const faceFor = (code: number, current: number) =>
      current >= 0 && isSpace(code) && this.faces[current]!.unicodes.has(code) ? current : (faces.find(([face]) => face.unicodes.has(code))?.[1] ?? faces[0]![1]);
    const glyphs: ShapedGlyph[] = [];
    const spacing = style.letterSpacing * style.size;
    let pen = 0;
    for (let start = 0; start < text.length; ) {
      const face = faceFor(text.codePointAt(start)!, -1);
      let end = start;
      while (end < text.length) {
        const code = text.codePointAt(end)!;
        if (faceFor(code, face) !== face) break;
        end += code > 0xffff ? 2 : 1;
      }
      const { font, upem } = this.faces[face]!;
      const scale = style.size / upem;
      const buffer = this.hb.createBuffer();
      buffer.addText(text.slice(start, end));
      buffer.guessSegmentProperties();
      this.hb.shape(font, buffer);
      const positions = buffer.getGlyphPositions();
      buffer.getGlyphInfos().forEach((info, i) => {
        const position = positions[i]!;
        glyphs.push({ face, id: info.codepoint, cluster: start + info.cluster, x: pen + position.x_offset * scale, dy: -Math.round(position.y_offset * scale) });
        pen += position.x_advance * scale + spacing;
      });
      buffer.destroy();
      start = end;
    }
    return new Shaped(text, glyphs, pen);
  }

  /** A glyph's coverage at a quarter-pixel position, rasterised on first use (null: nothing to draw, e.g. a space). */
  private coverageOf({ face, id, size }: PlacedGlyph, quarter: number): Coverage | null {
    const key = `${face}/${id}/${size}/${quarter}`;
    let cover = this.coverage.get(key);
    if (cover === undefined) {
      cover = rasterise(this.faces[face]!, id, size, quarter / 4);
      this.coverage.set(key, cover);
    }
    return cover;
  }
}

/** A shaped text: its glyphs, and for each character index the first glyph at or after it and the pen there. */
class Shaped {
  readonly glyphAt: Int32Array;
  readonly penAt: Float64Array;

  constructor(
    readonly text: string,
    readonly glyphs: ShapedGlyph[],
    advance: number,
  ) {
    this.glyphAt = new Int32Array(text.length + 1);
    this.penAt = new Float64Array(text.length + 1);
    for (let i = 0, g = 0; i <= text.length; i++) {
      while (g < glyphs.length && glyphs[g]!.cluster < i) g++;
      this.glyphAt[i] = g;
      this.penAt[i] = g < glyphs.length ? glyphs[g]!.x : advance;
    }
  }

  /** Width of the characters from `start` to `end`, spaces at the end left out (they hang past a line's end). */
  width(start: number, end: number): number {
    while (end > start && isSpace(this.text.charCodeAt(end - 1))) end--;
    return this.penAt[end]! - this.penAt[start]!;
  }
}

/**
 * Lines as [start, end) character ranges: as many words on a line as fit in `max` px (a word wider than a
 * whole line is cut where it reaches the edge, so text never runs out of the card).
 */
function breakLines(shaped: Shaped, max: number): [number, number][] {
  const ends: number[] = [];
  const breaker = new LineBreaker(shaped.text);
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) ends.push(next.position);
  const lines: [number, number][] = [];
  let start = 0;
  let fit = -1;
  for (let i = 0; i < ends.length; ) {
    const end = ends[i]!;
    if (shaped.width(start, end) <= max) {
      fit = end;
      i++;
    } else if (fit > start) {
      lines.push([start, fit]);
      start = fit;
      fit = -1;
    } else {
      let cut = start + 1;
      while (cut < end && shaped.width(start, cut + 1) <= max) cut++;
      if (/[\uDC00-\uDFFF]/.test(shaped.text[cut] ?? '')) cut++;
      lines.push([start, cut]);
      start = cut;
    }
  }
  if (start < shaped.text.length) lines.push([start, shaped.text.length]);
  return lines;
}

/** One glyph's coverage, from resvg drawing its outline in white on nothing, offset by `phase` px. */
function rasterise({ font, upem }: Face, id: number, size: number, phase: number): Coverage | null {
  const path = font.glyphToPath(id);
  const numbers = path.match(/-?[\d.]+(?:e-?\d+)?/g);
  if (!numbers) return null;
  // The outline's points and control points, pairwise: their box holds the glyph (a curve stays inside its control points).
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const [x, y] = [Number(numbers[i]), Number(numbers[i + 1])];
    [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
  }
  const scale = size / upem;
  const left = Math.floor(phase + minX * scale) - 1;
  const right = Math.ceil(phase + maxX * scale) + 1;
  const top = Math.floor(-maxY * scale) - 1;
  const bottom = Math.ceil(-minY * scale) + 1;
  const [width, height] = [right - left, bottom - top];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<path fill="#fff" transform="matrix(${scale} 0 0 ${-scale} ${phase - left} ${-top})" d="${path}"/></svg>`;
  const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = pixels[i * 4 + 3]!;
  return { left, top, width, height, alpha };
}

/** The ascent and descent (font units) from an OpenType file's `hhea` table, as browsers take them. */
function verticalMetrics(openType: Buffer): { ascender: number; descender: number } {
  const count = openType.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    if (openType.toString('latin1', 12 + 16 * i, 16 + 16 * i) !== 'hhea') continue;
    const at = openType.readUInt32BE(20 + 16 * i);
    return { ascender: openType.readInt16BE(at + 4), descender: openType.readInt16BE(at + 6) };
  }
  throw new Error('The font has no hhea table.');
}

/** Composites a glyph's coverage in `color` onto RGB pixels at (x, y), clipped to the picture. */
function paint(pixels: Buffer, width: number, rows: number, cover: Coverage, x: number, y: number, [r, g, b]: Rgb) {
  const { alpha } = cover;
  const x0 = Math.max(0, -x);
  const x1 = Math.min(cover.width, width - x);
  const y0 = Math.max(0, -y);
  const y1 = Math.min(cover.height, rows - y);
  for (let j = y0; j < y1; j++) {
    for (let i = x0, a = j * cover.width + x0, o = ((y + j) * width + x + x0) * 3; i < x1; i++, a++, o += 3) {
      const k = alpha[a]!;
      if (k === 0) continue;
      const rest = 255 - k;
      pixels[o] = (r * k + pixels[o]! * rest + 127) / 255;
      pixels[o + 1] = (g * k + pixels[o + 1]! * rest + 127) / 255;
      pixels[o + 2] = (b * k + pixels[o + 2]! * rest + 127) / 255;
    }
  }
}
