// Vitest's `production` project renders whole sites as the build does: with React's and emotion's production
// builds (vitest.config.ts, productionConditions). emotion's development build labels every class and
// checks every style, which the build never runs; the module that throws tells which build was loaded.
import { jsx } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';

/** The emotion files on the stack of what `run` throws. */
function emotionFilesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    return [...new Set(((error as Error).stack ?? '').split('\n').flatMap((line) => /node_modules\/(@emotion\/[^/]+\/dist\/[^:]+)/.exec(line)?.[1] ?? []))];
  }
  throw new Error('expected it to throw');
}

const throwing = (name: string) => ({
  get [name](): never {
    throw new Error('read on purpose');
  },
});

describe('the production project', () => {
  it('runs React in production mode', () => {
    expect(process.env.NODE_ENV).toBe('production');
  });

  it("loads emotion's production builds, both imported by our code and required by emotion itself", () => {
    const react = emotionFilesOf(() => jsx('div', throwing('css') as never));
    const serialize = emotionFilesOf(() => serializeStyles([throwing('color') as never]));
    expect(react.length).toBeGreaterThan(0);
    expect(serialize.length).toBeGreaterThan(0);
    expect([...react, ...serialize].filter((file) => file.includes('development'))).toEqual([]);
  });
});
