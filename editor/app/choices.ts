// Fields whose valid values are known, for both kinds of form (Puck's fields and the schema forms): which
// fields they are (found from the schema: a link, a footer group, a calendar rule's id…) and the values
// offered. "Strict" choices are pickers (a select: anything else is a mistake the validator names); the
// others offer the known values and still take a typed one (another address, a new service's name).
import type { SchemaObject } from '../../engine/config/schema-model.ts';

export type ChoiceKind = 'pages' | 'footerGroups' | 'date' | 'plans' | 'services' | 'calendarRules' | 'calendarEvents' | 'stateGroups';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** The values known for fields that pick one. */
export interface Choices {
  /** The site's pages (links, service pages, a menu group's page). */
  pages: { path: string; title: string }[];
  /** This page's section anchors (a link may jump to one). */
  anchors: string[];
  /** The footer's link groups (Site facts). */
  footerGroups: string[];
  /** This page's price plans, by name. */
  plans: string[];
  /** The services enquiries name across the site ("GST Registration"). */
  services: string[];
  /** The compliance calendar's rules, events and state groups (from the calendar being edited). */
  calendarRules: ChoiceOption[];
  calendarEvents: ChoiceOption[];
  stateGroups: ChoiceOption[];
}

export const NO_CHOICES: Choices = { pages: [], anchors: [], footerGroups: [], plans: [], services: [], calendarRules: [], calendarEvents: [], stateGroups: [] };

const DATE_PATTERN = /\\d\{4\}-/; // "^\d{4}-(0[1-9]|1[0-2])-…": a date written YYYY-MM-DD

/** Which known values a field takes, from its key and schema; undefined for a free field. */
export function choicesFor(key: string, schema: SchemaObject): ChoiceKind | undefined {
  const title = typeof schema.title === 'string' ? schema.title : '';
  if (schema.type !== undefined && schema.type !== 'string') return undefined;
  if (key === 'href' || title === 'Service page' || title === 'Group page') return 'pages';
  if (title === 'Footer group') return 'footerGroups';
  if (key === 'rule' && title === 'Rule') return 'calendarRules';
  if (key === 'event' && title === 'Event') return 'calendarEvents';
  if (title === 'State group id') return 'stateGroups';
  if ((key === 'service' && title === 'Service') || title === 'Enquiry service' || key === 'enquiryService') return 'services';
  if (key === 'plan' && title === 'Plan') return 'plans';
  if (schema.format === 'date' || (typeof schema.pattern === 'string' && DATE_PATTERN.test(schema.pattern))) return 'date';
  return undefined;
}

/** A select: only these values are valid. */
export const isStrict = (kind: ChoiceKind | undefined) => kind === 'footerGroups' || kind === 'calendarRules' || kind === 'calendarEvents' || kind === 'stateGroups';

/** What the empty first entry of a picker says. */
export const PICK_PROMPT: Partial<Record<ChoiceKind, string>> = {
  footerGroups: '— choose a footer group —',
  calendarRules: '— choose a rule —',
  calendarEvents: '— choose an event —',
  stateGroups: '— choose a state group —',
};

/** The id of the <datalist> a free field with known values points at. */
export const LIST_ID: Partial<Record<ChoiceKind, string>> = { pages: 'editor-pages', plans: 'editor-plans', services: 'editor-services' };

/** The options of a kind; a value that is not among them stays shown (so the picker never changes it by itself). */
export function optionsOf(kind: ChoiceKind, choices: Choices, value?: string): ChoiceOption[] {
  const plain = (values: string[]) => values.map((v) => ({ value: v, label: v }));
  const options: ChoiceOption[] =
    kind === 'pages'
      ? [...choices.pages.map((p) => ({ value: p.path, label: p.title })), ...choices.anchors.map((a) => ({ value: `#${a}`, label: `Section on this page: ${a}` }))]
      : kind === 'footerGroups'
        ? plain(choices.footerGroups)
        : kind === 'plans'
          ? plain(choices.plans)
          : kind === 'services'
            ? plain(choices.services)
            : kind === 'calendarRules'
              ? choices.calendarRules
              : kind === 'calendarEvents'
                ? choices.calendarEvents
                : kind === 'stateGroups'
                  ? choices.stateGroups
                  : [];
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: `${value} (not one of the choices)` });
  return options;
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The calendar's own ids, offered where a rule, an event or a state group is named ("GSTR-1 — monthly return (gstr-1-monthly)"). */
export function calendarChoices(calendar: unknown): Pick<Choices, 'calendarRules' | 'calendarEvents' | 'stateGroups'> {
  const c = record(calendar);
  const list = (key: string) => (Array.isArray(c[key]) ? (c[key] as unknown[]).map(record) : []);
  const named = (items: Record<string, unknown>[], name: (r: Record<string, unknown>) => string) =>
    items.filter((r) => text(r.id)).map((r) => ({ value: text(r.id), label: `${name(r) || text(r.id)} (${text(r.id)})` }));
  return {
    calendarRules: named(list('rules'), (r) => [text(r.form), text(r.title)].filter(Boolean).join(' — ')),
    calendarEvents: named(list('events'), (r) => text(r.label)),
    stateGroups: named(list('stateGroups'), (r) => text(r.label)),
  };
}

/** The services named by enquiries across the pages (plans' and forms' "Start an enquiry"), sorted. */
export function servicesOf(pages: unknown[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const r = value as Record<string, unknown>;
      if (r.type === 'enquire' && typeof r.service === 'string' && r.service) found.add(r.service);
      Object.values(r).forEach(walk);
    }
  };
  pages.forEach(walk);
  return [...found].sort((a, b) => a.localeCompare(b));
}
