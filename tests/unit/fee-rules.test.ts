// The fee tables (site-config/rules/government-fees.json, stamp-duty.json): the real files are valid,
// the three refusals (overlapping periods, a negative fee, an unknown state) say what to fix with
// file:line, and a few figures match the text of the rule they cite.
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig, formatProblem } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { entryOn } from '../../engine/rules/tables.ts';
import { LIVE_RULES } from './tool-rules.ts';
import { tempConfigPerTest } from './helpers.ts';

const live = (table: string) => JSON.parse(readFileSync(join(ROOT_DIR, 'site-config/rules', `${table}.json`), 'utf8'));

describe('the real fee tables', () => {
  it('validate without errors (unverified figures only warn)', () => {
    const problems = validateSiteConfig().problems.filter((p) => /government-fees|stamp-duty/.test(p.file));
    expect(problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([]);
    expect(LIVE_RULES['government-fees']?.entries.length).toBeGreaterThan(0);
    expect(LIVE_RULES['stamp-duty']?.entries.length).toBeGreaterThan(0);
  });

  it('every entry not yet checked says why, and every current state or union territory has figures or a note for each document', () => {
    for (const table of ['government-fees', 'stamp-duty']) for (const e of live(table).entries) if (!e.verified) expect(e.note, `${table} ${e.fee ?? e.state}`).toBeTruthy();
    const states = live('gst-states').entries[0].states.filter((s: { current?: boolean; code: string }) => s.current !== false && Number(s.code) < 90);
    expect(states).toHaveLength(36);
    const stamp = live('stamp-duty');
    for (const doc of ['memorandum', 'articles', 'partnershipDeed']) {
      const given = new Set(stamp.entries.filter((e: Record<string, unknown>) => e[doc]).map((e: { state: string }) => e.state));
      const noted = new Set(stamp.notCovered.filter((n: { documents?: string[] }) => !n.documents || n.documents.includes(doc)).map((n: { state: string }) => n.state));
      expect(
        states.filter((s: { code: string }) => !given.has(s.code) && !noted.has(s.code)).map((s: { name: string }) => s.name),
        doc,
      ).toEqual([]);
      expect(
        states.filter((s: { code: string }) => given.has(s.code) && noted.has(s.code)).map((s: { name: string }) => s.name),
        doc,
      ).toEqual([]);
    }
    // The deed: Jharkhand, Chhattisgarh, Gujarat, Maharashtra, Karnataka, Tamil Nadu, Andhra Pradesh; every other state says what was looked in.
    expect([...new Set(stamp.entries.filter((e: Record<string, unknown>) => e.partnershipDeed).map((e: { state: string }) => e.state))]).toEqual([
      '20',
      '22',
      '24',
      '27',
      '29',
      '33',
      '37',
    ]);
  });

  it('the GST on our fee is read from gst-rates, not written twice', () => {
    const fees = live('government-fees');
    expect(fees.professionalFeeGst).toMatchObject({ table: 'gst-rates', use: 'defaultRate' });
    expect(entryOn(LIVE_RULES['gst-rates']!.entries, '2026-01-01')?.defaultRate).toBe(18);
  });
});

describe('figures against the text they cite', () => {
  const fee = (id: string, day: string) =>
    entryOn(
      LIVE_RULES['government-fees']!.entries.filter((e) => e.fee === id),
      day,
    )!;
  const amount = (id: string, day: string, charge: string) => fee(id, day).charges.find((c) => c.id === charge);

  it('trademark TM-A (Trade Marks Rules, 2017, First Schedule, entry 1): 4,500 / 5,000 for individuals, startups and small enterprises, 9,000 / 10,000 for others', () => {
    expect(['e-filing-individual', 'physical-individual', 'e-filing-other', 'physical-other'].map((c) => amount('trademark-application', '2026-01-01', c)?.amount)).toEqual([
      4500, 5000, 9000, 10000,
    ]);
    expect(fee('trademark-application', '2026-01-01').per).toBe('class');
  });

  it('copyright (Copyright Rules, 2013, Second Schedule): ₹500 per literary, dramatic, musical or artistic work, ₹2,000 used on goods, ₹5,000 per film', () => {
    expect(['literary-dramatic-musical-artistic', 'work-used-on-goods', 'cinematograph-film'].map((c) => amount('copyright-registration', '2026-01-01', c)?.amount)).toEqual([
      500, 2000, 5000,
    ]);
  });

  it('LLP (LLP Rules, 2009, Annexure A, item 1): ₹500 up to ₹1 lakh of contribution … ₹25,000 above ₹1 crore', () => {
    expect(amount('llp-incorporation', '2026-01-01', 'by-contribution')?.bands?.map((b) => b.amount)).toEqual([500, 2000, 4000, 5000, 10000, 25000]);
    expect(amount('llp-incorporation', '2015-01-01', 'by-contribution')?.bands?.map((b) => b.amount)).toEqual([500, 2000, 4000, 5000]);
  });

  it('PAN (Income Tax Department: ₹91 and ₹862 before GST): ₹107 and ₹1,017 with 18 % GST', () => {
    expect(Math.round(91 * 1.18)).toBe(amount('pan-application', '2026-01-01', 'card-indian-address')?.amount);
    expect(Math.round(862 * 1.18)).toBe(amount('pan-application', '2026-01-01', 'card-foreign-address')?.amount);
  });

  it('company incorporation (G.S.R. 48(E), 2018): no fee up to ₹10 lakh, then ₹2,000 plus ₹200 per ₹10,000 for a small company', () => {
    const small = amount('company-incorporation', '2026-01-01', 'small-company-or-opc')?.scale;
    expect(small).toMatchObject({ freeUpTo: 1000000, base: 2000, baseCovers: 1000000, steps: [{ upTo: 5000000, perStep: 200, step: 10000 }] });
  });

  it('Maharashtra partnership deed (article 47 as substituted in 2015): ₹500 up to ₹50,000 in cash, then 1 % at most ₹15,000', () => {
    const deed = LIVE_RULES['stamp-duty']!.entries.filter((e) => e.state === '27' && e.partnershipDeed);
    expect(deed).toHaveLength(1);
    expect(deed[0]!.partnershipDeed!.bands).toEqual([
      { upTo: 50000, duty: 500 },
      { percent: 1, maximum: 15000 },
    ]);
    // Maharashtra's company documents are a separate entry of the same state, in force on the same day.
    expect(LIVE_RULES['stamp-duty']!.entries.filter((e) => e.state === '27' && e.memorandum)).toHaveLength(1);
  });

  it('Gujarat and Chhattisgarh company documents (MCA state-wise table, unconfirmed) and the Jharkhand deed (Registration Department list, unconfirmed)', () => {
    const on = (state: string, doc: 'memorandum' | 'articles' | 'partnershipDeed') =>
      entryOn(
        LIVE_RULES['stamp-duty']!.entries.filter((e) => e.state === state && e[doc]),
        '2026-01-01',
      );
    const gj = on('24', 'memorandum')!;
    expect([gj.memorandum!.bands, gj.articles!.bands, gj.verified]).toEqual([[{ duty: 100 }], [{ percent: 0.5, maximum: 500000 }], false]);
    const cg = on('22', 'memorandum')!;
    expect([cg.memorandum!.bands, cg.articles!.bands, cg.verified]).toEqual([[{ duty: 500 }], [{ percent: 0.15, minimum: 1000, maximum: 500000 }], false]);
    const jh = on('20', 'partnershipDeed')!;
    expect([jh.partnershipDeed!.bands, jh.verified]).toEqual([[{ duty: 42 }], false]);
    // Each says where the figure was read, since none was read in the Act itself.
    expect(gj.note).toContain('lma.co.in');
    expect(cg.note).toContain('the ₹5 lakh maximum is only in the first');
    expect(jh.note).toContain('Stamp Duty & Registration fee On Important Deeds');
  });

  it('Chhattisgarh partnership deed (Act 27 of 2013): ₹1,000 up to ₹50,000, then 2 % at most ₹5,000', () => {
    const cg = entryOn(
      LIVE_RULES['stamp-duty']!.entries.filter((e) => e.state === '22' && e.partnershipDeed),
      '2026-01-01',
    );
    expect(cg?.partnershipDeed?.bands).toEqual([
      { upTo: 50000, duty: 1000 },
      { percent: 2, maximum: 5000 },
    ]);
  });
});

describe('the refusals, in words', () => {
  const setup = tempConfigPerTest();
  const withTables = (edit: (fees: any, stamp: any) => void) => {
    const c = setup();
    mkdirSync(join(c.dir, 'rules'));
    cpSync(join(ROOT_DIR, 'site-config/rules/gst-states.json'), join(c.dir, 'rules/gst-states.json'));
    const fees = live('government-fees');
    const stamp = live('stamp-duty');
    edit(fees, stamp);
    c.writeJson('rules/government-fees.json', fees);
    c.writeJson('rules/stamp-duty.json', stamp);
    const rel = relative(process.cwd(), c.dir).split('\\').join('/');
    return validateSiteConfig(c.dir, blockRegistry)
      .problems.filter((p) => p.severity === 'error')
      .map((p) => formatProblem(p).replaceAll(rel, '<cfg>'));
  };

  it('the copies of the real tables have no errors', () => {
    expect(withTables(() => {})).toEqual([]);
  });

  it('two entries of the same fee whose periods overlap', () => {
    expect(
      withTables((fees) => {
        const older = fees.entries.findIndex((e: { fee: string; validTo?: string }) => e.fee === 'llp-incorporation' && e.validTo);
        fees.entries[older].validTo = '2022-06-30';
      }),
    ).toEqual([
      '<cfg>/rules/government-fees.json:340:20 error: rule table government-fees, fee 11: entries 10 and 11 are both the fee "llp-incorporation" and both apply on 2022-04-01 — give the older one a "validTo" the day before the newer one starts',
    ]);
  });

  it('a negative fee', () => {
    expect(
      withTables((fees) => {
        fees.entries.find((e: { fee: string }) => e.fee === 'trademark-application').charges[0].amount = -4500;
      }),
    ).toEqual([
      '<cfg>/rules/government-fees.json:109:21 error: rule table government-fees, fee 4, amount 1: a fee cannot be negative (-4500) — write the amount in rupees, 0 or more, without a minus sign',
    ]);
  });

  it('two entries of one state overlap only when they give the same document', () => {
    const deedOf = (stamp: { entries: Record<string, unknown>[] }, state: string) => stamp.entries.findIndex((e) => e.state === state && e.partnershipDeed);
    expect(
      withTables((_fees, stamp) => {
        // A second Maharashtra deed entry from 2020: it overlaps the 2015 deed, not the company documents.
        const at = deedOf(stamp, '27');
        stamp.entries.splice(at + 1, 0, { ...stamp.entries[at], validFrom: '2020-01-01' });
      }),
    ).toEqual([
      '<cfg>/rules/stamp-duty.json:741:20 error: rule table stamp-duty, state 29: entries 28 and 29 are both the duty on the partnership deed for Maharashtra (27) and both apply on 2020-01-01 — give the older one a "validTo" the day before the newer one starts',
    ]);
    expect(
      withTables((_fees, stamp) => {
        // The same entry giving the company documents too clashes with the company entry.
        const at = deedOf(stamp, '27');
        const company = stamp.entries.find((e: Record<string, unknown>) => e.state === '27' && e.memorandum);
        stamp.entries[at].memorandum = company.memorandum;
      }),
    ).toEqual([
      '<cfg>/rules/stamp-duty.json:718:20 error: rule table stamp-duty, state 28: entries 27 and 28 are both the duty on the memorandum of association for Maharashtra (27) and both apply on 2015-04-24 — give the older one a "validTo" the day before the newer one starts',
    ]);
  });

  it('an entry without a document, and a state listed as without a figure it has', () => {
    expect(
      withTables((_fees, stamp) => {
        delete stamp.entries.find((e: Record<string, unknown>) => e.state === '29' && e.partnershipDeed).partnershipDeed;
        // Jharkhand has a deed figure (entry 20), so it cannot also be listed as without one.
        stamp.notCovered.push({ state: '20', documents: ['partnershipDeed'], note: 'Listed here by mistake.' });
      }),
    ).toEqual([
      '<cfg>/rules/stamp-duty.json:767:16 error: rule table stamp-duty, state 30: this entry gives no duty — add "memorandum", "articles" or "partnershipDeed", or remove the entry',
      '<cfg>/rules/stamp-duty.json:1234:16 error: rule table stamp-duty, state without figures 30: Jharkhand (20) has a duty on the partnership deed above (entry 20) and is also listed here as without one — remove "partnershipDeed" from this item\'s "documents"',
    ]);
  });

  it('a state code it does not know, and an old one', () => {
    expect(
      withTables((_fees, stamp) => {
        stamp.entries[0].state = '42';
        stamp.notCovered[0].state = '25';
      }),
    ).toEqual([
      '<cfg>/rules/stamp-duty.json:5:16 error: rule table stamp-duty, state 1: "42" is not a state code we know — use the two-digit code of the state or union territory from gst-states.json, such as 27 for Maharashtra',
      '<cfg>/rules/stamp-duty.json:1048:16 error: rule table stamp-duty, state without figures 1: "25" is an old code (Daman and Diu (until 25 January 2020)) — use the state\'s current code from gst-states.json',
    ]);
  });
});
