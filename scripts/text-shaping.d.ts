// The parts of harfbuzzjs and linebreak that scripts/build/card-text.ts uses (neither package ships types).
declare module 'harfbuzzjs' {
  interface HbBlob {
    destroy(): void;
  }
  interface HbFace {
    upem: number;
    collectUnicodes(): Uint32Array;
    destroy(): void;
  }
  export interface HbFont {
    /** The glyph's outline as SVG path data, in font units with y pointing up. */
    glyphToPath(glyph: number): string;
    destroy(): void;
  }
  interface HbBuffer {
    addText(text: string): void;
    guessSegmentProperties(): void;
    /** Glyphs after shaping: `codepoint` is the glyph's id, `cluster` the UTF-16 index of its first character. */
    getGlyphInfos(): { codepoint: number; cluster: number }[];
    /** Their positions, in font units. */
    getGlyphPositions(): { x_advance: number; x_offset: number; y_offset: number }[];
    destroy(): void;
  }
  export interface HarfBuzz {
    createBlob(data: ArrayBuffer | Uint8Array): HbBlob;
    createFace(blob: HbBlob, index: number): HbFace;
    createFont(face: HbFace): HbFont;
    createBuffer(): HbBuffer;
    shape(font: HbFont, buffer: HbBuffer, features?: string): void;
  }
  const ready: Promise<HarfBuzz>;
  export default ready;
}

declare module 'linebreak' {
  /** Unicode line breaking (UAX #14): each break's `position` is the UTF-16 index a new line may start at. */
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): { position: number; required: boolean } | null;
  }
}
