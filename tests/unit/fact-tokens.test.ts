// Site facts named by reference in page texts: {phone}, {email}, {address}; written out, they are reported.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { factsOf, resolveFactTokens, withFactsResolved, writtenOutFacts } from '../../engine/config/fact-tokens.ts';
import { createValidationCache, validateSiteConfig } from '../../engine/config/validate.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { tempConfig } from './helpers.ts';
import type { Page } from '../../engine/generated/config.ts';

const facts = factsOf({
  contact: {
    phone: '+91 44 4000 1234',
    email: 'support@example.in',
    address: { streetAddress: 'No. 12, Anna Salai', addressLocality: 'Chennai', addressRegion: 'Tamil Nadu', postalCode: '600018', addressCountry: 'IN' },
  },
} as never);

describe('fact tokens', () => {
  it('fill in the facts; in a tel: link the number has no spaces', () => {
    expect(resolveFactTokens('Call {phone} or write to {email}.', facts)).toBe('Call +91 44 4000 1234 or write to support@example.in.');
    expect(resolveFactTokens('tel:{phone}', facts)).toBe('tel:+914440001234');
    expect(resolveFactTokens('mailto:{email}', facts)).toBe('mailto:support@example.in');
    expect(resolveFactTokens('{address}', facts)).toBe('No. 12, Anna Salai, Chennai, Tamil Nadu 600018');
    expect(resolveFactTokens('{count} and {price:basic} stay', facts)).toBe('{count} and {price:basic} stay');
  });

  it('a fact written out in a page is reported with the token to write', () => {
    const page = {
      blocks: [
        { type: 'rich-text', paragraphs: ['Call +91 44 4000 1234 today.'] },
        { type: 'cta-banner', actions: [{ href: 'tel:+914440001234' }] },
      ],
    } as unknown as Page;
    expect(writtenOutFacts(page, facts)).toEqual([
      { path: ['blocks', 0, 'paragraphs', 0], message: 'writes out the phone number of site.json ("+91 44 4000 1234") — write {phone} instead, so it changes when site.json does' },
      {
        path: ['blocks', 1, 'actions', 0, 'href'],
        message: 'writes out the phone number of site.json ("tel:+914440001234") — write tel:{phone} instead, so it changes when site.json does',
      },
    ]);
  });
});

describe('pages with their facts filled in, kept between checks', () => {
  it('a page without tokens is the same object; one with tokens is filled in again only when a fact changes', () => {
    const plain = { blocks: [{ type: 'rich-text', paragraphs: ['No facts here.'] }] } as unknown as Page;
    expect(withFactsResolved(plain, facts)).toBe(plain);
    const page = { blocks: [{ type: 'rich-text', paragraphs: ['Call {phone}.'] }] } as unknown as Page;
    const first = withFactsResolved(page, facts);
    expect(first).not.toBe(page);
    expect(withFactsResolved(page, { ...facts })).toBe(first);
    expect(JSON.stringify(withFactsResolved(page, { ...facts, phone: '+91 80 1111 2222' }))).toContain('Call +91 80 1111 2222.');
  });

  it('a new phone number in site.json reaches the Contact page on the next check with the same cache (as in the dev server and the editor)', () => {
    const config = tempConfig(join(ROOT_DIR, 'site-config'));
    try {
      const cache = createValidationCache();
      const contactText = () => JSON.stringify(validateSiteConfig(config.dir, blockRegistry, cache).partial!.pages.find((p) => p.page.paths.includes('/contact'))!.page);
      expect(contactText()).toContain('+91 44 4000 1234');
      config.write('site.json', config.read('site.json').replace('"phone": "+91 44 4000 1234"', '"phone": "+91 80 1111 2222"'));
      expect(contactText()).toContain('+91 80 1111 2222');
      expect(contactText()).not.toContain('+91 44 4000 1234');
    } finally {
      config.remove();
    }
  });
});
