// Content that passes the schemas but would mislead or embarrass on the site: each mistake is made in a
// copy of the test fixture and the validator's printed line is pinned exactly.
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem, validateSiteConfig } from '../../engine/config/validate.ts';
import { lineColumnOf, offsetAt } from './config-edit.ts';
import { tempConfig } from './helpers.ts';

let config = tempConfig();
afterEach(() => {
  config.remove();
  config = tempConfig();
});

type JsonPath = (string | number)[];

/** Writes gst.json with `change` applied, returns what `npm run validate` prints (paths shortened). */
function validateGst(change: (page: Record<string, any>) => void): string[] {
  const page = config.json('pages/gst.json');
  change(page);
  config.writeJson('pages/gst.json', page);
  return validateSiteConfig(config.dir).problems.map((p) => formatProblem(p).replace(/^.*?pages\//, 'pages/'));
}

function at(path: JsonPath): string {
  const text = config.read('pages/gst.json');
  const { line, column } = lineColumnOf(text, offsetAt(text, path));
  return `pages/gst.json:${line}:${column}`;
}

const plans = (prices: number[]) => ({
  type: 'pricing-cards',
  plans: prices.map((price, i) => ({ name: `Plan ${i + 1}`, price, features: ['Filing'], action: { type: 'enquire', service: 'GST Registration' } })),
});

describe('content mistakes that used to pass', () => {
  it('a phone number that is no number is refused in words (it would reach every page, and its tel: link, once published)', () => {
    config.write('site.json', config.read('site.json').replace('"phone": "+91 44 4000 1234"', '"phone": "call us"'));
    const printed = validateSiteConfig(config.dir).problems.map((p) => formatProblem(p).replace(/^.*?site\.json/, 'site.json'));
    expect(printed).toEqual([
      'site.json:9:14 error: site settings, contact: phone "call us" is not written the right way — a phone number is + and the country code, then digits, with spaces or hyphens between them — for example +91 44 4000 1234',
    ]);
  });

  it('a title of only spaces is an error (it would ship as an empty <title>)', () => {
    const printed = validateGst((p) => (p.title = '   '));
    expect(printed).toEqual([`${at(['title'])} error: page /gst: title holds only spaces — write the text, or remove "title" if it is optional`]);
  });

  it('a 300-character hero headline is a warning', () => {
    const printed = validateGst((p) => (p.blocks[0].heading = 'GST registration '.repeat(18).trim()));
    expect(printed).toEqual([
      `${at(['blocks', 0, 'heading'])} warning: page /gst, block 1 (hero): the headline is 305 characters; on a phone it fills the screen — keep it under 90 and move the rest to "text"`,
    ]);
  });

  it('the placeholder description written by new-page is an error until replaced', () => {
    const printed = validateGst((p) => (p.description = 'GST — write one sentence (under 160 characters) that search results will show.'));
    expect(printed).toEqual([`${at(['description'])} error: page /gst: description is still the placeholder written by new-page — replace it with this page's own words`]);
  });

  it('a question asked twice in one FAQ is an error', () => {
    const printed = validateGst((p) => p.blocks[1].items.push({ question: ' what is GST? ', answer: 'Again.' }));
    expect(printed).toEqual([
      `${at(['blocks', 1, 'items', 1, 'question'])} error: page /gst, block 2 (faq), question 2: question 2 repeats question 1 ("what is GST?") — remove one or merge their answers`,
    ]);
  });

  it('"from ₹1,999" in the description must be the lowest plan price', () => {
    const printed = validateGst((p) => {
      p.description = 'GST registration online. Plans from ₹1,999 plus taxes.';
      p.blocks.push(plans([2499, 4999]));
    });
    expect(printed).toEqual([
      `${at(['description'])} error: page /gst: the description says "from ₹1,999", but the lowest plan price on this page is ₹2,499 — write "from {lowest-price}" so the text follows the plans`,
    ]);
    // Agreeing text passes.
    expect(validateGst((p) => (p.description = 'GST registration online. Plans from ₹2,499 plus taxes.'))).toEqual([]);
  });

  it('a price token that names no plan of the page is an error, with the names it could use', () => {
    const printed = validateGst((p) => {
      p.description = 'GST registration online: {price:gold} plus taxes.';
      p.blocks.push(plans([2499, 4999]));
    });
    expect(printed).toEqual([`${at(['description'])} error: page /gst: {price:gold} names no plan of this page — use one of {price:plan-1}, {price:plan-2}`]);
    const noPlans = (p: Record<string, any>) => {
      p.blocks.pop();
      p.description = 'GST registration online.';
      p.title = 'GST from {lowest-price}';
    };
    expect(validateGst(noPlans)).toEqual([
      `${at(['title'])} error: page /gst: {lowest-price} needs the page's price plans, and this page has none — write the amount, or add a "pricing-cards" section`,
    ]);
  });
});

describe('prices named by reference', () => {
  it('the loaded page says the prices of its plans wherever a text names them; the file keeps the tokens', () => {
    const { config: loaded } = (() => {
      const page = config.json('pages/gst.json');
      page.title = 'GST from {lowest-price} | FilingBridge';
      page.description = 'Plan 2 costs {price:Plan 2}, plan 1 {price:plan-1}; {count} stays as typed.';
      page.blocks.push(plans([25899, 2499]));
      config.writeJson('pages/gst.json', page);
      return validateSiteConfig(config.dir);
    })();
    const gst = loaded!.pages.find((p) => p.page.paths.includes('/gst'))!.page;
    expect(gst.title).toBe('GST from ₹2,499 | FilingBridge');
    expect(gst.description).toBe('Plan 2 costs ₹2,499, plan 1 ₹25,899; {count} stays as typed.');
    expect(config.json('pages/gst.json').title).toBe('GST from {lowest-price} | FilingBridge');
  });
});
