// The GSTIN and PAN checker's form, reading and result.
import type { GstinCheckerBlock } from '../../engine/generated/config.ts';
import { entryOn } from '../../engine/rules/tables.ts';
import type { FieldSpec } from '../shared/tool/fields.ts';
import { serviceLinks, type ToolSpec, parseWith } from '../shared/tool/view.ts';
import { checkId, type IdResult } from './compute.ts';
import { fill, plural } from '../../engine/i18n/words.ts';

export const GSTIN_TABLES = ['gst-states'] as const;

export function gstinFields(block: GstinCheckerBlock): FieldSpec[] {
  return [{ name: 'number', kind: 'text', label: block.fields.number.label, hint: block.fields.number.hint, placeholder: '27AAPFU0939F1ZV', maxLength: 20, upper: true }];
}

export const gstinChecker: ToolSpec<GstinCheckerBlock, { number: string; today: string }, IdResult, 'gstin'> = {
  names: ['number'],
  words: 'gstin',
  parse: parseWith(({ r, w, f, rules, today }) => {
    const label = f.number;
    const number = r.text('number', label, { required: true, max: 20, upper: true }).replace(/[-/.]/g, '');
    if (!r.errors.number) {
      if (!/^[0-9A-Z]+$/.test(number)) r.errors.number = fill(w.lettersDigits, { label: label.label });
      else if (number.length !== 15 && number.length !== 10) r.errors.number = fill(w.length, { count: number.length });
      else if (number.length === 15) {
        const codes = entryOn(rules['gst-states']?.entries ?? [], today)?.states.map((s) => s.code) ?? [];
        if (!codes.includes(number.slice(0, 2))) r.errors.number = fill(w.stateCodeError, { code: number.slice(0, 2) });
      }
    }
    return r.done({ number, today });
  }),
  compute: (inputs, rules, _today, words) => checkId(inputs.number, rules, inputs.today, words.own),
  view(result, _inputs, block, where, words) {
    const w = words.own;
    const failed = result.checks.filter((c) => !c.ok);
    // What the enquiry carries to the firm's inbox stays in English (the staff's language) but for the parts' names.
    const outcome = result.valid ? `valid ${result.kind}` : `not a valid ${result.kind}: ${failed.map((c) => c.part.toLowerCase()).join(', ')}`;
    return {
      tone: result.valid ? 'good' : 'bad',
      headline: fill(result.valid ? w.valid : w.invalid, { value: result.value, kind: result.kind }),
      summary: result.valid
        ? result.kind === 'GSTIN'
          ? w.validGstin
          : w.validPan
        : plural(w.wrongParts, failed.length, words.locale, { count: failed.length, parts: failed.map((c) => c.part).join(', ') }),
      tables: [
        {
          text: true,
          caption: fill(w.caption, { kind: result.kind }),
          head: [w.part, w.value, w.meaning],
          rows: result.checks.map((c) => ({ cells: [`${c.ok ? '✓' : '✗'} ${c.part}`, c.value || '—', c.meaning] })),
        },
      ],
      notes: [w.offline],
      links: [
        ...(result.kind === 'GSTIN' ? [{ href: block.portalUrl, text: w.portal }] : []),
        ...serviceLinks(block.service, 'GSTIN checker', `${result.kind} ${result.value}`, outcome, where, words),
      ],
    };
  },
};
