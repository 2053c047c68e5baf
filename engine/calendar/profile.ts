// A visitor's business profile (the calendar page's chooser, the feed's query parameters) and which
// rules apply to it. A question left unanswered does not filter: "any kind of business".
import type { ComplianceCalendar, ComplianceCalendarEntity, ComplianceCalendarGstScheme, ComplianceCalendarRule } from '../generated/config.ts';

export type GstChoice = ComplianceCalendarGstScheme | 'none';

/**
 * A calendar as a language's site has it (engine/i18n/site.ts): the state groups keep their English
 * names (the chooser's values and the rules match them), and `stateNames` gives each one's name in
 * the language ("Maharashtra" → "महाराष्ट्र"); `enquiryPath` is the language's enquiry page
 * (/hi/enquiry). The main language's calendar has neither.
 */
export type LocalCalendar = ComplianceCalendar & { stateNames?: Record<string, string>; enquiryPath?: string };

export interface Profile {
  entity?: ComplianceCalendarEntity;
  gst?: GstChoice;
  /** A state or union territory, by its slug ("tamil-nadu"). */
  state?: string;
  employees?: boolean;
}

export const ENTITY_LABELS: Record<ComplianceCalendarEntity, string> = {
  individual: 'Individual (no business)',
  proprietorship: 'Proprietorship',
  partnership: 'Partnership firm',
  llp: 'LLP',
  company: 'Company',
};

export const GST_LABELS: Record<GstChoice, string> = {
  none: 'Not registered for GST',
  monthly: 'Monthly returns',
  qrmp: 'Quarterly returns (QRMP)',
  composition: 'Composition scheme',
};

export function stateSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Every state and union territory named in the state groups, alphabetically by the name shown: [slug, name in the calendar's language]. */
export function stateOptions(calendar: LocalCalendar): [string, string][] {
  const names = calendar.stateGroups.flatMap((g) => g.states);
  return [...new Set(names)].map((name): [string, string] => [stateSlug(name), calendar.stateNames?.[name] ?? name]).sort((a, b) => a[1].localeCompare(b[1]));
}

export function stateGroupOf(calendar: ComplianceCalendar, slug: string): string | undefined {
  return calendar.stateGroups.find((g) => g.states.some((s) => stateSlug(s) === slug))?.id;
}

/** Does the rule apply to this profile? Every list the rule gives must match what the profile answers. */
export function appliesTo(rule: ComplianceCalendarRule, profile: Profile, calendar: ComplianceCalendar): boolean {
  const a = rule.appliesTo;
  if (a.entities && profile.entity && !a.entities.includes(profile.entity)) return false;
  if (a.gstSchemes && profile.gst && (profile.gst === 'none' || !a.gstSchemes.includes(profile.gst))) return false;
  if (a.stateGroups && profile.state) {
    const group = stateGroupOf(calendar, profile.state);
    if (group && !a.stateGroups.includes(group)) return false;
  }
  if (a.employees && profile.employees === false) return false;
  return true;
}

export type ProfileField = 'entity' | 'gst' | 'state' | 'employees';
export const PROFILE_FIELDS: readonly ProfileField[] = ['entity', 'gst', 'state', 'employees'];

export type ProfileParse = { ok: true; profile: Profile } | { ok: false; errors: Partial<Record<ProfileField, string>> };

/**
 * Reads a profile from query parameters (?entity=company&gst=qrmp&state=tamil-nadu&employees=yes).
 * Empty or missing values mean "any"; anything else unknown is an error naming the allowed values.
 */
export function parseProfile(params: URLSearchParams, calendar: ComplianceCalendar): ProfileParse {
  const profile: Profile = {};
  const errors: Partial<Record<ProfileField, string>> = {};
  const entity = params.get('entity') ?? '';
  if (entity) {
    if (entity in ENTITY_LABELS) profile.entity = entity as ComplianceCalendarEntity;
    else errors.entity = `entity must be one of: ${Object.keys(ENTITY_LABELS).join(', ')} (or empty for any)`;
  }
  const gst = params.get('gst') ?? '';
  if (gst) {
    if (gst in GST_LABELS) profile.gst = gst as GstChoice;
    else errors.gst = `gst must be one of: ${Object.keys(GST_LABELS).join(', ')} (or empty for any)`;
  }
  const state = params.get('state') ?? '';
  if (state) {
    if (stateOptions(calendar).some(([slug]) => slug === state)) profile.state = state;
    else errors.state = 'state must be a state or union territory written in small letters with dashes, e.g. tamil-nadu (or empty for any)';
  }
  const employees = params.get('employees') ?? '';
  if (employees) {
    if (employees === 'yes' || employees === 'no') profile.employees = employees === 'yes';
    else errors.employees = 'employees must be yes or no (or empty for any)';
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, profile };
}

/** The query string for a profile, in a fixed order (also the cache key of a feed). */
export function profileQuery(profile: Profile): string {
  const params = new URLSearchParams();
  if (profile.entity) params.set('entity', profile.entity);
  if (profile.gst) params.set('gst', profile.gst);
  if (profile.state) params.set('state', profile.state);
  if (profile.employees !== undefined) params.set('employees', profile.employees ? 'yes' : 'no');
  return params.toString();
}
