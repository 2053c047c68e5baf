// The comparison's cells, worked out from data: the legal facts from the business-structures table, the
// tax on a proprietor's profit from the income-tax table's slabs, the yearly filings from the compliance
// calendar's rules, and the cost to start from the plan each structure names (our fee, GST, government
// fees, stamp duty: engine/rules/all-in.ts) for the chosen state. Pure: block + tables + day + the page's
// words → cells. The sentences around the tables' texts are interface words (interface.json "structures"),
// so a translated page writes them in its language; a name the engine matches (a government fee's, a form
// code) is English, wrapped in the fallback marks on another language's page (Words.tsx markedNodes).
import type { ComplianceCalendar, StructureComparisonBlock } from '../../engine/generated/config.ts';
import { entryOn, type RuleEntry, type RuleTables } from '../../engine/rules/tables.ts';
import { allInPrice, type AllIn, type Range } from '../../engine/rules/all-in.ts';
import { fill, formatINR, isEnglish, type InterfaceWords, type PageWords } from '../../engine/block-api.tsx';
import { markedEnglish, withoutFallbackText } from '../../engine/i18n/words.ts';
import { afterLabel } from '../shared/rule-text.ts';

type Facts = RuleEntry<'business-structures'>['structures'][number];
type Fact = { words: string; verified: boolean; note?: string; source: { act: string; section?: string } };
export type StructureId = Facts['id'];
export type CellWord = 'limited' | 'unlimited' | 'yes' | 'no' | 'canIssueShares' | 'noSharesToSell' | 'everyYear' | 'aboveLimit';

/** One cell: what it says first, then its detail (in the page's language, English names and texts not translated yet between the fallback marks); `sources` are the Acts it comes from. */
export interface Cell {
  text: string;
  /** The page's word for `text` (interface.json "structures"), when the cell says one of them. */
  word?: CellWord;
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

/** What the cells are written with: the comparison's words and the price words of the page, and whether the page is English. */
export interface CompareWords {
  w: InterfaceWords['structures'];
  pricing: Pick<InterfaceWords['pricing'], 'range' | 'quoteFee'>;
  english: boolean;
}

/** The words of a page (useWords()) for the cells. */
export const compareWords = ({ words, locale }: PageWords): CompareWords => ({ w: words.structures, pricing: words.pricing, english: isEnglish(locale) });

/** A name the site keeps in English (a calendar form code, a law the calendar cites), marked so on another language's page. */
const name = (text: string, say: CompareWords) => (say.english ? text : markedEnglish(text));
const rupees = (n: number) => `₹${formatINR(n)}`;
/** Round amounts as people say them: "₹1 crore", "₹24 lakh"; others as "₹1,500". */
export const amountWords = (n: number, { w }: CompareWords) =>
  n >= 1e7 && n % 1e5 === 0 ? fill(w.crore, { amount: n / 1e7 }) : n >= 1e5 && n % 1e5 === 0 ? fill(w.lakh, { amount: n / 1e5 }) : rupees(n);
const range = ({ min, max }: Range, { pricing }: CompareWords) => (min === max ? rupees(min) : fill(pricing.range, { min: rupees(min), max: rupees(max) }));
const cite = (f: Fact) => [f.source.act, f.source.section].filter(Boolean).join(', ');
const cell = (text: string, fact: Fact, detail?: string, word?: CellWord): Cell => ({
  text,
  ...(word ? { word } : {}),
  ...(detail ? { detail } : {}),
  verified: fact.verified,
  ...(fact.note ? { note: fact.note } : {}),
  sources: [cite(fact)],
});

/** "2 to 20 partners", "One member", "At least 2 partners, no upper limit" (the label is the table's, "partners"; its singular drops an English plural "s"). */
export function countText({ min, max, label }: { min: number; max?: number; label: string }, { w }: CompareWords): string {
  if (max === min) return min === 1 ? fill(w.countOne, { label: label.replace(/s(\uE001?)$/, '$1') }) : `${min} ${label}`;
  return max === undefined ? fill(w.countAtLeast, { min, label }) : fill(w.countRange, { min, max, label });
}

/** Owners (and directors or designated partners), counted from the table's numbers; its words only where they add something. */
function ownersCell(facts: Facts, say: CompareWords): Cell {
  const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  const counts = [countText(facts.owners, say), ...(facts.managers ? [lower(countText(facts.managers, say))] : [])];
  const plain = (s: string) => withoutFallbackText(s).toLowerCase();
  const extra = [facts.owners, ...(facts.managers ? [facts.managers] : [])].map((f) => f.words).filter((w, i) => plain(w) !== plain(counts[i]!));
  const verified = facts.owners.verified && (facts.managers?.verified ?? true);
  const note = [facts.owners.note, facts.managers?.note].filter(Boolean).join(' ');
  return {
    text: counts.join('; '),
    ...(extra.length ? { detail: extra.join('; ') } : {}),
    verified,
    ...(note ? { note } : {}),
    sources: [cite(facts.owners), ...(facts.managers ? [cite(facts.managers)] : [])],
  };
}

/** A per-cent figure as people write it: 25.17, 31.2, 30. */
const percent = (n: number) => `${Number(n.toFixed(2))} %`;

/** Tax on profits: the owner's slab rates of the income-tax table in force, or a flat rate with its surcharge and cess and the rate in all. */
export function taxCell(facts: Facts, rules: RuleTables, day: string, say: CompareWords): Cell {
  const { w } = say;
  const tax = facts.profitTax;
  if (tax.kind === 'owner-slabs') {
    const table = rules['income-tax'];
    const entry = table && entryOn(table.entries, day);
    if (!entry) throw new Error(`structure-comparison: no income-tax entry in force on ${day} (site-config/rules/income-tax.json)`);
    const slabs = entry.newRegime.slabs;
    const free = slabs[0]!.rate === 0 ? slabs[0]!.upTo : undefined;
    const top = Math.max(...slabs.map((s) => s.rate));
    return {
      text: fill(w.slabRates, { top }),
      detail: fill(free ? w.slabDetail : w.slabDetailNoFree, {
        words: tax.words,
        year: entry.financialYear,
        ...(free ? { free: amountWords(free, say) } : {}),
        top,
        amount: amountWords(slabs[slabs.length - 2]!.upTo!, say),
        cess: entry.cessPercent,
      }),
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
    higher.length ? fill(w.flatUpTo, { percent: percent(inAll), amount: amountWords(higher[0]!.above, say) }) : fill(w.flatInAll, { percent: percent(inAll) }),
    tax as Fact,
    [tax.words, ...higher.map((b) => fill(w.flatAbove, { amount: amountWords(b.above, say), percent: percent(rate * (1 + b.rate / 100) * (1 + cess / 100)) }))].join('; '),
  );
}

/** The yearly filings: the calendar rules the table names, by form and title (the calendar's, in the page's language; the form codes English). */
export function filingsCell(facts: Facts, calendar: ComplianceCalendar | undefined, say: CompareWords): Cell {
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
    text: found.map((r) => name(r.form, say)).join(', '),
    detail: found.map((r) => `${name(r.form, say)}: ${r.title}`).join('; '),
    verified: true,
    // The calendar's sources are the laws as written (not translated): English, marked so on another language's page.
    sources: [...new Set(found.map((r) => (typeof r.source === 'string' ? r.source : '')).filter(Boolean))].map((source) => name(source, say)),
  };
}

/** The cost to start: the named plan's total in the chosen state (or the range over the states), or its government fees and "quote" when we set no price. */
export function costCell(
  structure: StructureComparisonBlock['structures'][number],
  facts: Facts,
  rules: RuleTables,
  day: string,
  say: CompareWords,
  state?: string,
): { cell: Cell; cost?: AllIn } {
  const { w } = say;
  const priced = structure.priced;
  // Named but not filled in (the editor's canvas shows the page as typed): point at the plan, state no figure.
  if (!priced && structure.plan) return { cell: { text: fill(w.seePlan, { plan: structure.plan.name, page: structure.plan.page }), verified: true, sources: [] } };
  if (!priced) {
    if (!facts.registration.required)
      return { cell: { text: w.noGovernmentFees, detail: facts.registration.words, verified: facts.registration.verified, sources: [cite(facts.registration)] } };
    return { cell: { text: say.pricing.quoteFee, verified: true, sources: [] } };
  }
  const cost = allInPrice(priced, rules, day, state);
  const govt = cost.fees.filter((f) => !f.included).reduce<Range>((sum, f) => ({ min: sum.min + f.amount.min, max: sum.max + f.amount.max }), { min: 0, max: 0 });
  const stamp = cost.stamp;
  const parts = [
    ...cost.fees.map((f) => {
      // The fee's name from the page's rule table (translated, or English between the fallback marks); the English "(government fee)" is left out here.
      const fee = { name: f.name.replace(/ \(government fee\)(\uE001?)$/, '$1'), amount: range(f.amount, say) };
      return f.included ? fill(w.feeInOurFee, fee) : `${fee.name}: ${fee.amount}`;
    }),
    ...(stamp ? [fill(stamp.state ? w.stampLine : stamp.noFiguresFor ? w.stampNoFigures : w.stampByState, { amount: range(stamp.amount, say) })] : []),
  ];
  const verified = cost.fees.every((f) => f.verified) && (stamp?.verified ?? true);
  const sources = [...new Set([...cost.fees.map((f) => [f.source.act, f.source.section].filter(Boolean).join(', ')), ...(stamp?.sources ?? [])])];
  if (cost.total) {
    return {
      cost,
      cell: {
        text: fill(w.costInAll, { amount: range(cost.total, say) }),
        detail: [fill(cost.gst === 'plus' ? w.ourFeePlusGst : w.ourFeeWithGst, { price: rupees(cost.price!), rate: cost.rate }), ...parts].join('; '),
        verified,
        sources,
      },
    };
  }
  const known: Range = stamp ? { min: govt.min + stamp.amount.min, max: govt.max + stamp.amount.max } : govt;
  return {
    cost,
    cell: {
      text: fill(stamp ? w.quotePlusFeesAndStamp : w.quotePlusFees, { amount: range(known, say) }),
      ...(parts.length ? { detail: parts.join('; ') } : {}),
      verified,
      sources,
    },
  };
}

/** Every column of the comparison on `day`, for the chosen state (a GST state code) or the range over the states. */
export function compareStructures(
  block: StructureComparisonBlock,
  rules: RuleTables,
  calendar: ComplianceCalendar | undefined,
  day: string,
  say: CompareWords,
  state?: string,
): Column[] {
  const { w } = say;
  const table = rules['business-structures'];
  const entry = table && entryOn(table.entries, day);
  if (!entry) throw new Error(`structure-comparison: no entry of site-config/rules/business-structures.json in force on ${day}`);
  return block.structures.map((structure) => {
    const facts = entry.structures.find((s) => s.id === structure.structure);
    if (!facts) throw new Error(`structure-comparison: business-structures.json has no "${structure.structure}"`);
    const { cell: cost, cost: figures } = costCell(structure, facts, rules, day, say, state);
    return {
      id: facts.id,
      name: facts.name,
      ...(structure.priced ? { href: structure.priced.href } : {}),
      cost: figures,
      cells: {
        owners: ownersCell(facts, say),
        liability: cell(facts.liability.limited ? w.limited : w.unlimited, facts.liability, afterLabel(facts.liability.words), facts.liability.limited ? 'limited' : 'unlimited'),
        entity: cell(facts.separateEntity.separate ? w.yes : w.no, facts.separateEntity, afterLabel(facts.separateEntity.words), facts.separateEntity.separate ? 'yes' : 'no'),
        investment: cell(
          facts.investment.equity ? w.canIssueShares : w.noSharesToSell,
          facts.investment,
          facts.investment.words,
          facts.investment.equity ? 'canIssueShares' : 'noSharesToSell',
        ),
        tax: taxCell(facts, rules, day, say),
        filings: filingsCell(facts, calendar, say),
        audit: cell(facts.audit.always ? w.everyYear : w.aboveLimit, facts.audit, facts.audit.words, facts.audit.always ? 'everyYear' : 'aboveLimit'),
        time: { text: structure.timeToRegister, verified: true, sources: [] },
        cost,
      },
    };
  });
}
