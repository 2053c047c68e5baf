// A lead's history and the audit log in words when someone acts about themselves (walkthrough finding:
// "Sana Sales assigned it to Sana Sales"): taking a lead, giving it up, handing it on read as what the
// person did; colleagues are named by name, never by e-mail address.
import { describe, expect, it } from 'vitest';
import type { LeadEvent } from '../../server/db/back-office.ts';
import { eventWords } from '../../admin/app/src/office/leads/history-words.ts';
import { STATUS_LABELS } from '../../admin/app/src/office/parts.tsx';
import { assignedWords } from '../../admin/server/routes/audit.ts';

const SANA = 'u-sana';
const RAVI = 'u-ravi';
const names: Record<string, string> = { [SANA]: 'Sana Sales', [RAVI]: 'Ravi Kumar' };
const nameOf = (id: string) => names[id] ?? 'someone no longer in the list';
const event = (from: string | null, to: string | null, actorId = SANA): LeadEvent => ({
  id: 1,
  leadId: 'l',
  at: 0,
  actorId,
  actorName: names[actorId]!,
  kind: 'assignee',
  from,
  to,
});
/** The line as the history shows it: the person's name, then what they did. */
const line = (e: LeadEvent) => `${e.actorName} ${eventWords(e, nameOf, STATUS_LABELS)}`;

describe("a lead's history", () => {
  it('says what someone did about themselves in their own words', () => {
    expect(line(event(null, SANA))).toBe('Sana Sales took this lead');
    expect(line(event(RAVI, SANA))).toBe('Sana Sales took this lead over from Ravi Kumar');
    expect(line(event(SANA, null))).toBe('Sana Sales gave this lead up (now assigned to nobody)');
    expect(line(event(SANA, RAVI))).toBe('Sana Sales handed this lead on to Ravi Kumar');
  });

  it('names the other people by name', () => {
    expect(line(event(null, RAVI))).toBe('Sana Sales assigned this lead to Ravi Kumar');
    expect(line(event(RAVI, null))).toBe('Sana Sales took this lead away from Ravi Kumar (now assigned to nobody)');
    expect(line(event(null, null))).toBe('Sana Sales took this lead away from everyone (now assigned to nobody)');
    expect(line(event(null, 'u-gone'))).toBe('Sana Sales assigned this lead to someone no longer in the list');
    expect(line({ ...event(null, null), kind: 'status', from: 'new', to: 'contacted' })).toBe('Sana Sales changed the status from New to Contacted');
    expect(line({ ...event(null, 'Called back.'), kind: 'note' })).toBe('Sana Sales added a note');
  });
});

describe('the audit log', () => {
  const person = (email: unknown) => ({ 'sana@filingbridge.in': 'Sana Sales', 'ravi@filingbridge.in': 'Ravi Kumar' })[String(email)] ?? String(email);
  const words = (to: string | null, from: string | null | undefined) => assignedWords(to, from, 'sana@filingbridge.in', person);
  it('says what someone did about themselves, and names others by name', () => {
    expect(words('sana@filingbridge.in', null)).toBe('Took a lead');
    // Entries written before the earlier assignee was kept.
    expect(words('sana@filingbridge.in', undefined)).toBe('Took a lead');
    expect(words('SANA@filingbridge.in', 'ravi@filingbridge.in')).toBe('Took a lead over from Ravi Kumar');
    expect(words(null, 'sana@filingbridge.in')).toBe('Gave a lead up (now assigned to nobody)');
    expect(words('ravi@filingbridge.in', 'sana@filingbridge.in')).toBe('Handed a lead on to Ravi Kumar');
    expect(words('ravi@filingbridge.in', null)).toBe('Assigned a lead to Ravi Kumar');
    expect(words(null, 'ravi@filingbridge.in')).toBe('Took a lead away from Ravi Kumar (now assigned to nobody)');
    expect(words(null, undefined)).toBe('Took a lead away from everyone (assigned to nobody)');
  });
});
