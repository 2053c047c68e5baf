// The one India-time formatter (engine/calendar/dates.ts), as the back office's screens, its server's
// messages and the new-lead e-mail show a moment: India time whatever the zone, the same words everywhere.
import { describe, expect, it } from 'vitest';
import { formatIst } from '../../engine/calendar/dates.ts';
import { leadMail } from '../../server/lead-mail.ts';
import type { StoredLead } from '../../server/db/store.ts';
import { istDateTime } from '../../admin/app/src/shared/format.ts';

describe('formatIst', () => {
  it('writes a moment as a wall time in India, from epoch ms, an ISO string or a Date alike', () => {
    const at = Date.UTC(2027, 3, 1, 3, 30); // 09:00 in India
    expect(formatIst(at)).toBe('1 Apr 2027, 9:00 am');
    expect(formatIst(new Date(at).toISOString())).toBe('1 Apr 2027, 9:00 am');
    expect(formatIst(new Date(at))).toBe('1 Apr 2027, 9:00 am');
  });

  it('crosses midnight and noon the Indian way, with three-letter months (never "Sept")', () => {
    expect(formatIst('2026-11-25T10:35:00Z')).toBe('25 Nov 2026, 4:05 pm');
    expect(formatIst('2026-11-25T20:00:00Z')).toBe('26 Nov 2026, 1:30 am');
    expect(formatIst('2026-09-01T06:30:00Z')).toBe('1 Sep 2026, 12:00 pm');
    expect(formatIst('2026-08-31T18:45:00Z')).toBe('1 Sep 2026, 12:15 am');
  });

  it('is what the back office shows and the new-lead e-mail says, with "IST"', () => {
    expect(istDateTime('2026-09-01T06:30:00Z')).toBe('1 Sep 2026, 12:00 pm IST');
    const lead = {
      id: 'L1',
      form: 'contact',
      createdAt: '2026-11-25T10:35:00.000Z',
      page: '/contact',
      suspectedSpam: false,
      fillMs: 5000,
      payload: { name: 'Asha Rao', email: 'asha@example.in', message: 'Hello' },
    };
    const mail = leadMail(lead as unknown as StoredLead, 'https://www.example.in', ['team@example.in']);
    expect(mail.text).toContain('at 25 Nov 2026, 4:05 pm IST.');
  });
});
