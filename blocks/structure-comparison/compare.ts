// The comparison's cells, worked out from data: the legal facts from the business-structures table, the
// tax on a proprietor's profit from the income-tax table's slabs, the yearly filings from the compliance
// calendar's rules, and the cost to start from the plan each structure names (our fee, GST, government
// fees, stamp duty: engine/rules/all-in.ts) for the chosen state. Pure: block + tables + day → cells.
import type { ComplianceCalendar, StructureComparisonBlock } from '../../engine/generated/config.ts';
import { entryOn, type RuleEntry, type RuleTables } from '../../engine/rules/tables.ts';
import { allInPrice, type AllIn, type Range } from '../../engine/rules/all-in.ts';
import { formatINR } from '../../engine/block-api.tsx';

type Facts = RuleEntry<'business-structures'>['structures'][number];
type Fact = { words: string; verified: boolean; note?: string; source: { act: string; section?: string } };
export type StructureId = Facts['id'];
export type CellWord = 'limited' | 'unlimited' | 'yes' | 'no' | 'canIssueShares' | 'noSharesToSell' | 'everyYear' | 'aboveLimit';

/** One cell: what it says first, then its detail; `sources` are the Acts it comes from. */
export interface Cell {
  text: string;
  /** The page's word for `text` (interface.json "structures"), when the cell says one of them. */
  word?: CellWord;
  /** Whether `text` and `detail` are in the page's language already (the page's and the calendar's own texts); else English from the rule tables. */
  translated?: true;
  detail?: string;
  verified: boolean;
  note?: string;
  sources: string[];
}

export interface Column {
  id: StructureId;
  name: string;
  href?: string;
  cells: Record<RowId, Cell>;
  /** The cost to start in figures (undefined when nothing is priced): for tests and the "which suits me" answers. */
  cost: AllIn | undefined;
}

export const ROWS = [
  ['owners', 'Owners'],
  ['liability', "Owners' liability"],
  ['entity', 'Separate legal entity'],
  ['investment', 'Raising investment'],
  ['tax', 'Tax on profits'],
  ['filings', 'Yearly filings'],
  ['audit', 'Audit'],
  ['time', 'Time to register'],
  ['cost', 'Cost to start'],
] as const;
export type RowId = (typeof ROWS)[number][0];

const rupees = (n: number) => `₹${formatINR(n)}`;
/** Round amounts as people say them: "₹1 crore", "₹24 lakh"; others as "₹1,500". */
export const amountWords = (n: number) => (n >= 1e7 && n % 1e5 === 0 ? `₹${n / 1e7} crore` : n >= 1e5 && n % 1e5 === 0 ? `₹${n / 1e5} lakh` : rupees(n));
const range = ({ min, max }: Range) => (min === max ? rupees(min) : `${rupees(min)} to ${rupees(max)}`);
const cite = (f: Fact) => [f.source.act, f.source.section].filter(Boolean).join(', ');
const cell = (text: string, fact: Fact, detail?: string, word?: CellWord): Cell => ({
  text,
  ...(word ? { word } : {}),
  ...(detail ? { detail } : {}),
  verified: fact.verified,
  ...(fact.note ? { note: fact.note } : {}),
  sources: [cite(fact)],
});

/** "2 to 20 partners", "One member", "At least 2 partners, no upper limit". */
export function countText({ min, max, label }: { min: number; max?: number; label: string }): string {
  const one = label.replace(/s$/, '');
  if (max === min) return min === 1 ? `One ${one}` : `${min} ${label}`;
  return max === undefined ? `At least ${min} ${label}, no upper limit` : `${min} to ${max} ${label}`;
}

/** Owners (and directors or designated partners), counted from the table's numbers; its words only where they add something. */
function ownersCell(facts: Facts): Cell {
  const lower = (s: string) => s.replace(/^One /, 'one ').replace(/^At least/, 'at least');
  const counts = [countText(facts.owners), ...(facts.managers ? [lower(countText(facts.managers))] : [])];
  const extra = [facts.owners, ...(facts.managers ? [facts.managers] : [])].map((f) => f.words).filter((w, i) => w.toLowerCase() !== counts[i]!.toLowerCase());
  const verified = facts.owners.verified && (facts.managers?.verified ?? true);
  const note = [facts.owners.note, facts.managers?.note].filter(Boolean).join(' ');
  return {
    text: counts.join('; '),
    ...(extra.length ? { detail: `${extra.join('. ')}.` } : {}),
    verified,
    ...(note ? { note } : {}),
    sources: [cite(facts.owners), ...(facts.managers ? [cite(facts.managers)] : [])],
  };
}

/** A per-cent figure as people write it: 25.17, 31.2, 30. */
const percent = (n: number) => `${Number(n.toFixed(2))} %`;

/** Tax on profits: the owner's slab rates of the income-tax table in force, or a flat rate with its surcharge and cess and the rate in all. */
export function taxCell(facts: Facts, rules: RuleTables, day: string): Cell {
  const tax = facts.profitTax;
  if (tax.kind === 'owner-slabs') {
    const table = rules['income-tax'];
    const entry = table && entryOn(table.entries, day);
    if (!entry) throw new Error(`structure-comparison: no income-tax entry in force on ${day} (site-config/rules/income-tax.json)`);
    const slabs = entry.newRegime.slabs;
    const free = slabs[0]!.rate === 0 ? slabs[0]!.upTo : undefined;
    const top = Math.max(...slabs.map((s) => s.rate));
    return {
      text: `The owner's slab rates: 0 % to ${top} %`,
      detail: `${tax.words}; new regime, financial year ${entry.financialYear}${free ? `: nothing on the first ${amountWords(free)}` : ''}, ${top} % above ${amountWords(slabs[slabs.length - 2]!.upTo!)}, plus ${entry.cessPercent} % cess.`,
      verified: tax.verified && entry.verified,
      ...(tax.note ? { note: tax.note } : {}),
      sources: [cite(tax), [entry.source.act, entry.source.section].filter(Boolean).join(', ')],
    };
  }
  const rate = tax.rate ?? 0;
  const cess = tax.cessPercent ?? 0;
  const bands = tax.surcharge ?? [];
  const base = bands.find((b) => b.above === 0)?.rate ?? 0;
  const inAll = rate * (1 + base / 100) * (1 + cess / 100);
  const higher = bands.filter((b) => b.above > 0);
  return cell(
    `${percent(inAll)} in all${higher.length ? ` (profit up to ${amountWords(higher[0]!.above)})` : ''}`,
    tax as Fact,
    `${tax.words}.${higher.map((b) => ` Above ${amountWords(b.above)}: ${percent(rate * (1 + b.rate / 100) * (1 + cess / 100))} in all.`).join('')}`,
  );
}

/** The yearly filings: the calendar rules the table names, by form and title. */
export function filingsCell(facts: Facts, calendar: ComplianceCalendar | undefined): Cell {
  const rules = calendar?.rules ?? [];
  const found = facts.filings.map((id) => {
    const rule = rules.find((r) => r.id === id);
    if (!rule) throw new Error(`structure-comparison: the compliance calendar has no rule "${id}" (business-structures.json, ${facts.id})`);
    const entities = (rule.appliesTo as { entities?: string[] }).entities;
    if (entities && !entities.includes(facts.calendarEntity))
      throw new Error(`structure-comparison: the calendar rule "${id}" does not apply to a ${facts.calendarEntity} (business-structures.json, ${facts.id})`);
    return rule;
  });
  return {
    text: found.map((r) => r.form).join(', '),
    detail: found.map((r) => `${r.form}: ${r.title}`).join('; '),
    translated: true,
    verified: true,
    sources: [...new Set(found.map((r) => (typeof r.source === 'string' ? r.source : '')).filter(Boolean))],
  };
}

/** The cost to start: the named plan's total in the chosen state (or the range over the states), or its government fees and "quote" when we set no price. */
export function costCell(structure: StructureComparisonBlock['structures'][number], facts: Facts, rules: RuleTables, day: string, state?: string): { cell: Cell; cost?: AllIn } {
  const priced = structure.priced;
  // Named but not filled in (the editor's canvas shows the page as typed): point at the plan, state no figure.
  if (!priced && structure.plan) return { cell: { text: `See "${structure.plan.name}" on ${structure.plan.page}`, verified: true, sources: [] } };
  if (!priced) {
    if (!facts.registration.required)
      return { cell: { text: '₹0 in government fees', detail: facts.registration.words, verified: facts.registration.verified, sources: [cite(facts.registration)] } };
    return { cell: { text: 'Our fee: quote within 24 hours', verified: true, sources: [] } };
  }
  const cost = allInPrice(priced, rules, day, state);
  const govt = cost.fees.filter((f) => !f.included).reduce<Range>((sum, f) => ({ min: sum.min + f.amount.min, max: sum.max + f.amount.max }), { min: 0, max: 0 });
  const stamp = cost.stamp;
  const parts = [
    ...cost.fees.map((f) => `${f.name.replace(/ \(government fee\)$/, '')}: ${range(f.amount)}${f.included ? ' (in our fee)' : ''}`),
    ...(stamp
      ? [
          `stamp duty: ${range(stamp.amount)}${stamp.state ? '' : stamp.noFiguresFor ? ', no figures for this state yet (range over the states with figures)' : ', depending on the state'}`,
        ]
      : []),
  ];
  const verified = cost.fees.every((f) => f.verified) && (stamp?.verified ?? true);
  const sources = [...new Set([...cost.fees.map((f) => [f.source.act, f.source.section].filter(Boolean).join(', ')), ...(stamp?.sources ?? [])])];
  if (cost.total) {
    return {
      cost,
      cell: {
        text: `${range(cost.total)} in all`,
        detail: `Our fee ${rupees(cost.price!)} ${cost.gst === 'plus' ? `+ GST ${cost.rate} %` : `including GST ${cost.rate} %`}; ${parts.join('; ')}.`,
        verified,
        sources,
      },
    };
  }
  const known: Range = stamp ? { min: govt.min + stamp.amount.min, max: govt.max + stamp.amount.max } : govt;
  return {
    cost,
    cell: {
      text: `Our fee: quote within 24 hours, plus ${range(known)} in government fees${stamp ? ' and stamp duty' : ''}`,
      ...(parts.length ? { detail: `${parts.join('; ')}.` } : {}),
      verified,
      sources,
    },
  };
}

/** Every column of the comparison on `day`, for the chosen state (a GST state code) or the range over the states. */
export function compareStructures(block: StructureComparisonBlock, rules: RuleTables, calendar: ComplianceCalendar | undefined, day: string, state?: string): Column[] {
  const table = rules['business-structures'];
  const entry = table && entryOn(table.entries, day);
  if (!entry) throw new Error(`structure-comparison: no entry of site-config/rules/business-structures.json in force on ${day}`);
  return block.structures.map((structure) => {
    const facts = entry.structures.find((s) => s.id === structure.structure);
    if (!facts) throw new Error(`structure-comparison: business-structures.json has no "${structure.structure}"`);
    const { cell: cost, cost: figures } = costCell(structure, facts, rules, day, state);
    return {
      id: facts.id,
      name: facts.name,
      ...(structure.priced ? { href: structure.priced.href } : {}),
      cost: figures,
      cells: {
        owners: ownersCell(facts),
        liability: cell(
          facts.liability.limited ? 'Limited' : 'Unlimited',
          facts.liability,
          facts.liability.words.replace(/^(Limited|Unlimited): /, ''),
          facts.liability.limited ? 'limited' : 'unlimited',
        ),
        entity: cell(
          facts.separateEntity.separate ? 'Yes' : 'No',
          facts.separateEntity,
          facts.separateEntity.words.replace(/^(Yes|No): /, ''),
          facts.separateEntity.separate ? 'yes' : 'no',
        ),
        investment: cell(
          facts.investment.equity ? 'Can issue shares' : 'No shares to sell',
          facts.investment,
          facts.investment.words,
          facts.investment.equity ? 'canIssueShares' : 'noSharesToSell',
        ),
        tax: taxCell(facts, rules, day),
        filings: filingsCell(facts, calendar),
        audit: cell(facts.audit.always ? 'Every year' : 'Only above a limit', facts.audit, facts.audit.words, facts.audit.always ? 'everyYear' : 'aboveLimit'),
        time: { text: structure.timeToRegister, translated: true, verified: true, sources: [] },
        cost,
      },
    };
  });
}
