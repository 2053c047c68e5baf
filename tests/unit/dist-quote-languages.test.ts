// A translated page's "Add to quote" buttons add the same items as its English page: the quote matches
// on service and plan names, so a translation may rename a plan or a service card but not the item it
// adds (engine/i18n/identities.ts). Read from the built site; `npm test` builds first.
import { expect, test } from 'vitest';
import { builtHtml, builtRoutes } from '../e2e/routes.ts';

const routes = builtRoutes();
const addsOn = (html: string) => [...html.matchAll(/name="add" value="([^"]*)"/g)].map((m) => m[1]!);
const englishAdds = new Set(routes.filter((r) => !/^\/(hi|ta)(\/|$)/.test(r.path)).flatMap((r) => addsOn(builtHtml(r))));

test('every button of a Hindi or Tamil page adds an item an English page offers', () => {
  const translated = routes.filter((r) => /^\/(hi|ta)(\/|$)/.test(r.path));
  const unknown = translated.flatMap((r) =>
    addsOn(builtHtml(r))
      .filter((id) => !englishAdds.has(id))
      .map((id) => `${r.path}: ${id}`),
  );
  expect(unknown).toEqual([]);
  expect(translated.reduce((n, r) => n + addsOn(builtHtml(r)).length, 0)).toBeGreaterThan(50);
});

test('the Hindi GST page names its plans in Hindi and adds the English plans to the quote', () => {
  const hindi = builtHtml(routes.find((r) => r.path === '/hi/gst')!);
  for (const name of ['बेसिक', 'एश्योर्ड', 'वर्चुअल ऑफ़िस के साथ']) expect(hindi).toMatch(new RegExp(`<h3[^>]*>${name}</h3>`));
  expect(addsOn(hindi)).toEqual(['gst-registration.basic', 'gst-registration.assured', 'gst-registration.with-virtual-office']);
});

test('a Hindi service card adds its English service', () => {
  const hindi = builtHtml(routes.find((r) => r.path === '/hi/income-tax')!);
  const english = builtHtml(routes.find((r) => r.path === '/income-tax')!);
  expect(hindi).toContain('ITR-4 रिटर्न फ़ाइलिंग');
  expect(addsOn(hindi)).toEqual(addsOn(english));
  expect(addsOn(hindi)).toContain('itr-4-return-filing');
});
