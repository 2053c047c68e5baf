// GSTIN: state code, PAN, entity number, 'Z' and the check character (Luhn mod 36 over the first 14,
// as published with the GSTN's own specification); PAN: the 4th letter is the kind of holder.
import { describe, expect, it } from 'vitest';
import { LIVE_RULES, toolWords } from '../../tests/unit/tool-rules.ts';
import { checkId, gstinCheckCharacter } from './compute.ts';
import { gstinChecker } from './tool.ts';

const W = toolWords('gstin');

const TODAY = '2026-11-25';
const BLOCK = {
  type: 'gstin-checker' as const,
  heading: 'GSTIN checker',
  fields: { number: { label: 'GSTIN or PAN' } },
  portalUrl: 'https://services.gst.gov.in/services/searchtp',
  service: { label: 'GST registration', href: '/gst', enquiryService: 'GST Registration' },
};

describe('GSTIN checker', () => {
  it('27AAPFU0939F1ZV — the GST portal’s sample GSTIN (Maharashtra, a firm) — is valid; its check character is V', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    const result = checkId('27AAPFU0939F1ZV', LIVE_RULES, TODAY, W.own);
    expect(result.valid).toBe(true);
    expect(result.checks.map((c) => c.meaning)).toEqual([
      'Maharashtra',
      'A PAN of a firm or LLP',
      'Registration number 1 of this PAN in the state',
      "'Z', as on every regular taxpayer's GSTIN",
      'Matches the first 14 characters',
    ]);
  });

  it('one mistyped character breaks the check character', () => {
    const result = checkId('27AAPFU0939F1ZW', LIVE_RULES, TODAY, W.own);
    expect(result.valid).toBe(false);
    expect(result.checks[4]!.meaning).toBe("Does not match: the first 14 characters give 'V' — a character is mistyped");
  });

  it('checks a PAN’s structure: AAPFU0939F is a firm’s; a 4th letter that is no holder kind is not', () => {
    expect(checkId('AAPFU0939F', LIVE_RULES, TODAY, W.own)).toMatchObject({ kind: 'PAN', valid: true });
    expect(checkId('ABCXE1234F', LIVE_RULES, TODAY, W.own).checks[1]).toMatchObject({ ok: false, meaning: 'Not a kind of PAN holder (P, C, H, F, A, T, B, L, J or G)' });
  });

  it('an unknown state code, a wrong length or stray characters get a message beside the field', () => {
    const parse = (q: string) => gstinChecker.parse(new URLSearchParams(q), BLOCK, LIVE_RULES, TODAY, W);
    expect(parse('number=45AAPFU0939F1ZV')).toEqual({ ok: false, errors: { number: '45 is not a GST state code — a GSTIN starts with one of 01 to 38, 97 or 99' } });
    expect(parse('number=27AAPFU0939')).toEqual({ ok: false, errors: { number: 'A GSTIN has 15 characters and a PAN 10; this has 11' } });
    expect(parse('number=27AAPFU0939F1Z%3F')).toEqual({ ok: false, errors: { number: 'GSTIN or PAN has only letters and digits — remove the other characters' } });
    expect(parse('number=%2027aapfu0939f1zv')).toMatchObject({ ok: true, values: { number: '27AAPFU0939F1ZV' } });
  });

  it('the result links to the GST portal for the registration status', () => {
    const parsed = gstinChecker.parse(new URLSearchParams('number=27AAPFU0939F1ZV'), BLOCK, LIVE_RULES, TODAY, W);
    if (!parsed.ok) throw new Error('not parsed');
    const view = gstinChecker.view(
      gstinChecker.compute(parsed.values, LIVE_RULES, TODAY, W),
      parsed.values,
      BLOCK,
      { path: '/tools/gstin-checker', query: 'number=27AAPFU0939F1ZV' },
      W,
    );
    expect(view.links[0]).toEqual({ href: 'https://services.gst.gov.in/services/searchtp', text: 'Check the registration status on the GST portal' });
  });
});
