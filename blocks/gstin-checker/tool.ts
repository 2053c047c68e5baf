// The GSTIN and PAN checker's form, reading and result.
import type { GstinCheckerBlock } from '../../engine/generated/config.ts';
import { entryOn } from '../../engine/rules/tables.ts';
import { reader } from '../shared/tool/inputs.ts';
import type { FieldSpec } from '../shared/tool/fields.ts';
import { serviceLinks, type ToolSpec } from '../shared/tool/view.ts';
import { checkId, type IdResult } from './compute.ts';

export const GSTIN_TABLES = ['gst-states'] as const;

export function gstinFields(block: GstinCheckerBlock): FieldSpec[] {
  return [{ name: 'number', kind: 'text', label: block.fields.number.label, hint: block.fields.number.hint, placeholder: '27AAPFU0939F1ZV', maxLength: 20, upper: true }];
}

export const gstinChecker: ToolSpec<GstinCheckerBlock, { number: string; today: string }, IdResult> = {
  names: ['number'],
  parse(params, block, rules, today) {
    const r = reader(params);
    const label = block.fields.number;
    const number = r.text('number', label, { required: true, max: 20, upper: true }).replace(/[-/.]/g, '');
    if (!r.errors.number) {
      if (!/^[0-9A-Z]+$/.test(number)) r.errors.number = `${label.label} has only letters and digits — remove the other characters`;
      else if (number.length !== 15 && number.length !== 10) r.errors.number = `A GSTIN has 15 characters and a PAN 10; this has ${number.length}`;
      else if (number.length === 15) {
        const codes = entryOn(rules['gst-states']?.entries ?? [], today)?.states.map((s) => s.code) ?? [];
        if (!codes.includes(number.slice(0, 2))) r.errors.number = `${number.slice(0, 2)} is not a GST state code — a GSTIN starts with one of 01 to 38, 97 or 99`;
      }
    }
    return r.done({ number, today });
  },
  compute: (inputs, rules) => checkId(inputs.number, rules, inputs.today),
  view(result, _inputs, block, where) {
    const failed = result.checks.filter((c) => !c.ok);
    const outcome = result.valid ? `valid ${result.kind}` : `not a valid ${result.kind}: ${failed.map((c) => c.part.toLowerCase()).join(', ')}`;
    return {
      tone: result.valid ? 'good' : 'bad',
      headline: result.valid ? `${result.value} is a validly formed ${result.kind}` : `${result.value} is not a valid ${result.kind}`,
      summary: result.valid
        ? result.kind === 'GSTIN'
          ? 'Every part is well formed and the check character matches. Whether the registration is active, cancelled or suspended only the GST portal can say.'
          : "The PAN is well formed. Whether it exists is for the Income Tax Department's site to say."
        : `${failed.length} part${failed.length === 1 ? ' is' : 's are'} wrong: ${failed.map((c) => c.part).join(', ')}.`,
      tables: [
        {
          text: true,
          caption: `What each part of the ${result.kind} means`,
          head: ['Part', 'Value', 'Meaning'],
          rows: result.checks.map((c) => ({ cells: [`${c.ok ? '✓' : '✗'} ${c.part}`, c.value || '—', c.meaning] })),
        },
      ],
      notes: ['This checks how the number is written, offline. It cannot tell you who holds it or whether the registration is active.'],
      links: [
        ...(result.kind === 'GSTIN' ? [{ href: block.portalUrl, text: 'Check the registration status on the GST portal' }] : []),
        ...serviceLinks(block.service, 'GSTIN checker', `${result.kind} ${result.value}`, outcome, where),
      ],
    };
  },
};
