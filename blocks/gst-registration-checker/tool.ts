// The GST registration checker's form, reading and result.
import type { GstRegistrationCheckerBlock } from '../../engine/generated/config.ts';
import { entryOn, type RuleTables } from '../../engine/rules/tables.ts';
import { fill } from '../../engine/i18n/words.ts';
import { stateLabel } from '../../engine/rules/state-match.ts';
import { inWords, rupees } from '../shared/tool/money.ts';
import type { FieldSpec } from '../shared/tool/fields.ts';
import { serviceLinks, type ToolSpec, type ToolWords, parseWith } from '../shared/tool/view.ts';
import { computeRegistration, sourceText, type Ecommerce, type RegistrationInputs, type RegistrationResult, type Supply } from './compute.ts';

export const REGISTRATION_TABLES = ['gst-registration', 'gst-states'] as const;
const NAMES = ['state', 'supply', 'turnover', 'interState', 'ecommerce', 'exemptOnly', 'specialGoods'] as const;
const SUPPLIES = ['goods', 'services', 'both'] as const;
const ECOMMERCE = ['none', 'goods', 'services', 'operator'] as const;

function states(rules: RuleTables, today: string) {
  return (entryOn(rules['gst-states']?.entries ?? [], today)?.states ?? []).filter((s) => s.current !== false && s.code !== '97' && s.code !== '99');
}

export function registrationFields(block: GstRegistrationCheckerBlock, rules: RuleTables, today: string, words: ToolWords<'registration'>): FieldSpec[] {
  const f = block.fields;
  // The states' names in the page's language (gst-states.json "names"), in its alphabetical order; a state without one keeps its English name.
  const language = words.locale.split('-')[0]!;
  const list = states(rules, today)
    .map((s): [string, string] => [s.code, stateLabel({ name: s.name, names: s.names ?? {} }, language).label])
    .sort((a, b) => a[1].localeCompare(b[1], language));
  return [
    { name: 'state', kind: 'select', label: f.state.label, hint: f.state.hint, initial: '', options: [['', words.common.choosePlaceholder], ...list], half: true },
    { name: 'turnover', kind: 'money', label: f.turnover.label, hint: f.turnover.hint, placeholder: fill(words.common.forExample, { value: 4500000 }), half: true },
    { name: 'supply', kind: 'radio', label: f.supply.label, hint: f.supply.hint, initial: 'goods', options: SUPPLIES.map((s) => [s, f.supply.options[s]]) },
    { name: 'ecommerce', kind: 'select', label: f.ecommerce.label, hint: f.ecommerce.hint, initial: 'none', options: ECOMMERCE.map((e) => [e, f.ecommerce.options[e]]) },
    { name: 'interState', kind: 'checkbox', label: f.interState.label, hint: f.interState.hint },
    { name: 'exemptOnly', kind: 'checkbox', label: f.exemptOnly.label, hint: f.exemptOnly.hint },
    { name: 'specialGoods', kind: 'checkbox', label: f.specialGoods.label, hint: f.specialGoods.hint },
  ];
}

/** The verdict in the enquiry the firm's inbox receives (English, the staff's language). */
const VERDICT = { must: 'You must register for GST', may: 'You need not register — but you may choose to', 'need-not': 'You need not register for GST' } as const;

export const gstRegistrationChecker: ToolSpec<GstRegistrationCheckerBlock, RegistrationInputs, RegistrationResult, 'registration'> = {
  names: NAMES,
  words: 'registration',
  parse: parseWith(({ r, f, rules, today, words }) => {
    const codes = states(rules, today).map((s) => s.code);
    const state = r.choice('state', f.state, codes, undefined, (value) => fill(words.own.unknownState, { value: value.slice(0, 20) }));
    const supply = r.choice('supply', f.supply, SUPPLIES, 'goods') as Supply;
    const turnover = r.money('turnover', f.turnover, { required: true, max: f.turnover.max });
    const ecommerce = r.choice('ecommerce', f.ecommerce, ECOMMERCE, 'none') as Ecommerce;
    return r.done({ state, supply, turnover, interState: r.flag('interState'), ecommerce, exemptOnly: r.flag('exemptOnly'), specialGoods: r.flag('specialGoods') });
  }),
  compute: computeRegistration,
  view(result, inputs, block, where, words) {
    const w = words.own;
    const f = block.fields;
    const thresholdReason =
      result.thresholdReason === 'goodsOnly'
        ? fill(w.goodsOnly, { source: sourceText(result.entry.goodsThresholdSource) })
        : result.thresholdReason === 'goodsExcluded'
          ? fill(w.goodsExcluded, { goods: result.entry.goodsThresholdExcludedGoods })
          : w[result.thresholdReason];
    const given = [
      `turnover ${inWords(inputs.turnover)}`,
      f.supply.options[inputs.supply].toLowerCase(),
      result.stateName,
      ...(inputs.interState ? ['supplies to other states'] : []),
      ...(inputs.ecommerce !== 'none' ? [f.ecommerce.options[inputs.ecommerce].toLowerCase()] : []),
      ...(inputs.exemptOnly ? ['exempt supplies only'] : []),
      ...(inputs.specialGoods ? ['goods outside the goods-only threshold'] : []),
    ].join(', ');
    const unverified = result.reasons.some((r) => !r.verified);
    return {
      tone: result.verdict === 'must' ? 'warn' : result.verdict === 'may' ? 'info' : 'good',
      headline: { must: w.must, may: w.may, 'need-not': w.needNot }[result.verdict],
      summary: fill(w.summary, { amount: rupees(result.threshold), words: inWords(result.threshold, words.common), reason: thresholdReason }),
      tables: [
        {
          text: true,
          caption: w.why,
          head: [w.reason, w.law],
          rows: result.reasons.map((r) => ({
            cells: [r.word === 'within' ? `${w.within} ${w.voluntary}` : r.word ? w[r.word] : r.text, r.source + (r.verified ? '' : w.notConfirmed)],
          })),
        },
      ],
      notes: [...(unverified ? [w.unverifiedNote] : []), w.aggregateNote],
      links: serviceLinks(block.service, 'GST registration checker', given, VERDICT[result.verdict], where, words),
    };
  },
};
