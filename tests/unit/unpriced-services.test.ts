// Services without a price set: the page invents nothing ("Our fee: quote within 24 hours" with the
// government fees) and the validator lists each as a warning at its place, in the editor's words.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { tempConfigPerTest } from './helpers.ts';

const temp = tempConfigPerTest();
const warningsOf = (dir?: string) => validateSiteConfig(dir, blockRegistry).problems.filter((p) => p.severity === 'warning' && /has no price yet|names "/.test(p.message));

describe('services without a price', () => {
  it('are listed as warnings, each at its card or form (LLP, partnership, MSME, ITR filing, payroll)', () => {
    const found = warningsOf();
    const quoted = found.filter((p) => p.message.includes('has no price yet')).map((p) => `${p.file.split('/').pop()} ${p.message.split('"')[1]}`);
    expect(quoted.sort()).toEqual([
      'income-tax.json ITR Filing',
      'limited-liability-partnership.json LLP Registration',
      'msme-registration.json Udyam Registration',
      'partnership.json Partnership Registration',
      'payroll.json Payroll Processing',
    ]);
    const llp = found.find((p) => p.message.startsWith('"LLP Registration"'))!;
    expect(llp.message).toBe(
      '"LLP Registration" has no price yet: visitors read "Our fee: quote within 24 hours" — when you set one, move it from "Services quoted on request" to "Plans" with its price',
    );
    expect(llp.place).toBe('page /limited-liability-partnership, block 3 (pricing-cards)');
  });

  it('a form for a service no card names is listed too, and a price set clears the warning', () => {
    const config = temp(join(ROOT_DIR, 'site-config'));
    const file = 'pages/msme-registration.json';
    const page = config.json(file);
    const section = page.blocks.find((b: { type: string }) => b.type === 'pricing-cards');
    const before = warningsOf(config.dir).filter((p) => p.file.endsWith(file));
    expect(before.map((p) => p.message.split(':')[0])).toEqual(['"Udyam Registration" has no price yet']);
    // No card at all: the form's service is named.
    page.blocks = page.blocks.filter((b: unknown) => b !== section);
    config.writeJson(file, page);
    expect(
      warningsOf(config.dir)
        .filter((p) => p.file.endsWith(file))
        .map((p) => p.message),
    ).toEqual([
      'no price plan or service quoted on request names "MSME (Udyam) Registration", so this page states no fee for it — add a "pricing-cards" section with a plan (or a service quoted on request) for "MSME (Udyam) Registration"',
    ]);
    // A plan with a price: nothing to list.
    const quote = section.quotes[0];
    page.blocks.push({ ...section, plans: [{ ...quote, price: 999, gst: 'plus' }], quotes: [] });
    config.writeJson(file, page);
    expect(warningsOf(config.dir).filter((p) => p.file.endsWith(file))).toEqual([]);
  });

  it('a form for a case of a service its own page prices with plans is no warning (the GST tabs New State and Foreign Entity); without those plans it is', () => {
    const gst = 'pages/gst.json';
    const formsOn = (found: ReturnType<typeof warningsOf>) => found.filter((p) => p.file.endsWith(gst) && p.message.includes('names "')).map((p) => p.message.split('"')[1]);
    expect(formsOn(warningsOf())).toEqual([]);
    // The same page without its plans: the three forms name services no card prices, so each is listed.
    const config = temp(join(ROOT_DIR, 'site-config'));
    const page = config.json(gst);
    page.blocks = page.blocks.filter((b: { type: string }) => b.type !== 'pricing-cards');
    config.writeJson(gst, page);
    expect(formsOn(warningsOf(config.dir))).toEqual(['GST Registration', 'GST Registration – New State', 'GST Registration – Foreign Entity']);
  });
});
