// What the leads API answers (admin/server/routes/leads.ts).
import type { LeadEvent, LeadField, LeadStatus, PaymentState } from '../../../../../server/db/back-office.ts';

export interface LeadSummary {
  id: string;
  createdAt: string;
  form: string;
  formTitle: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  /** The language the form was sent in ("hi") and its name ("हिन्दी"); null for leads from before languages. */
  language: string | null;
  languageName: string | null;
  status: LeadStatus;
  assignee: string | null;
  suspectedSpam: boolean;
  /** A quote's payment (null: not a quote with an amount to pay) and the UTR the visitor gave. */
  payment: PaymentState | null;
  utr: string | null;
}

export interface Assignee {
  id: string;
  name: string;
  email: string;
}

export interface LeadList {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
  choices: { forms: { form: string; title: string }[]; services: string[]; languages: { code: string; name: string }[] };
  assignees: Assignee[];
}

export interface LeadDetail {
  lead: LeadSummary & { page: string | null; pageUrl: string | null; fillMs: number | null; fields: LeadField[] };
  events: LeadEvent[];
  assignees: Assignee[];
  canUpdate: boolean;
  canErase: boolean;
  samePerson: number;
}

/** The filter the inbox keeps in its address: ?q=&form=&service=&language=&status=&payment=&assignee=&from=&to=&page= */
export const FILTER_KEYS = ['q', 'form', 'service', 'language', 'status', 'payment', 'assignee', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filter = Record<FilterKey, string>;

export function filterOf(search: URLSearchParams): Filter {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) ?? ''])) as Filter;
}

/** The filter as a query string, empty values left out (so a shared address stays short). */
export function filterQuery(filter: Partial<Filter>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key]?.trim();
    if (value) params.set(key, value);
  }
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
}

/** The inbox address last shown (its filter and page), for "Back to the leads". */
let lastInbox = '/admin/leads';
export const rememberInbox = (href: string) => {
  lastInbox = href;
};
export const inboxHref = () => lastInbox;

export const displayName = (lead: Pick<LeadSummary, 'name' | 'email' | 'company'>) => lead.name || lead.email || lead.company || 'Lead without a name';
