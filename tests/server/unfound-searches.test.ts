import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_DAYS, MAX_QUERIES_PER_DAY, storedQuery, unfoundSearchesFor, type UnfoundSearches } from '../../server/db/unfound-searches.ts';
import { postgresTestStore, sqliteTestStore } from './helpers.ts';

const stores = {
  async sqlite() {
    const { store, close } = sqliteTestStore('unfound-', { outbox: false, mail: false });
    return {
      searches: await unfoundSearchesFor(store),
      columns: async () => (store.db.prepare("SELECT name FROM pragma_table_info('unfound_searches') ORDER BY cid").all() as { name: string }[]).map((c) => c.name),
      close,
    };
  },
  async postgresql() {
    const { store, schema, close } = await postgresTestStore('unfound', { outbox: false, mail: false });
    return {
      searches: await unfoundSearchesFor(store),
      columns: async () =>
        (
          await store.pool.query<{ column_name: string }>(
            "SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'unfound_searches' ORDER BY ordinal_position",
            [schema],
          )
        ).rows.map((r) => r.column_name),
      close,
    };
  },
};

for (const [kind, open] of Object.entries(stores)) {
  describe(`unfound searches: ${kind}`, () => {
    let h: Awaited<ReturnType<typeof open>>;
    let searches: UnfoundSearches;
    beforeAll(async () => {
      h = await open();
      searches = h.searches;
    });
    afterAll(() => h.close());

    it('keeps the words, the day and a count — nothing about who searched — one row per words and day', async () => {
      await searches.count('Shop  Act Licence', '2026-11-20');
      await searches.count('shop act licence', '2026-11-20');
      await searches.count('shop act licence', '2026-11-24');
      await searches.count('udyam कब', '2026-11-24');
      await searches.count('   ', '2026-11-24'); // nothing to keep
      expect(await h.columns()).toEqual(['query', 'day', 'count']);
      expect(await searches.list('2026-11-01', 10)).toEqual({
        total: 2,
        searches: [
          { query: 'shop act licence', count: 3, firstDay: '2026-11-20', lastDay: '2026-11-24' },
          { query: 'udyam कब', count: 1, firstDay: '2026-11-24', lastDay: '2026-11-24' },
        ],
      });
      // A shorter period sums only its days.
      expect((await searches.list('2026-11-21', 10)).searches[0]).toEqual({ query: 'shop act licence', count: 1, firstDay: '2026-11-24', lastDay: '2026-11-24' });
    });

    it(`counts at most ${MAX_QUERIES_PER_DAY} different words a day (a flood of made-up words cannot fill the database), and still counts known ones`, async () => {
      const day = '2026-11-25';
      for (let i = 0; i < MAX_QUERIES_PER_DAY; i++) await searches.count(`made up ${i}`, day);
      await searches.count('one too many', day);
      await searches.count('made up 7', day);
      const { total, searches: list } = await searches.list(day, 2000);
      expect(total).toBe(MAX_QUERIES_PER_DAY);
      expect(list.find((s) => s.query === 'one too many')).toBeUndefined();
      expect(list[0]).toEqual({ query: 'made up 7', count: 2, firstDay: day, lastDay: day });
      // The next day takes new words again.
      await searches.count('one too many', '2026-11-26');
      expect((await searches.list('2026-11-26', 10)).searches).toEqual([{ query: 'one too many', count: 1, firstDay: '2026-11-26', lastDay: '2026-11-26' }]);
    });

    it(`forgets days older than ${KEEP_DAYS} days`, async () => {
      await searches.count('old words', '2026-01-01');
      expect((await searches.list('2026-01-01', 5000)).searches.some((s) => s.query === 'old words')).toBe(true);
      await searches.count('new words', '2026-07-01'); // 181 days later
      expect((await searches.list('2026-01-01', 5000)).searches.some((s) => s.query === 'old words')).toBe(false);
    });
  });
}

it('stores the words as one form: NFC, lower case, single spaces, at most 100 characters', () => {
  expect(storedQuery('  GST   Registration\n')).toBe('gst registration');
  expect(storedQuery('दाख\u093Cिल')).toBe('दाख़िल');
  expect(storedQuery('x'.repeat(150))).toHaveLength(100);
});
