// The components' own words on the built Hindi and Tamil pages (dist/), read as files: the form's built-in
// words on /hi/contact and the words its island hydrates with (the toasts' too), the header search's
// "See all results", the quote page's words for its behavior, the job openings' list, the structure
// chooser and comparison, and the Tamil menus. `npm test` builds first; alone, run `npm run build` before.
import { expect, test } from 'vitest';
import { attr, builtDocument, builtHtml, builtRoutes, elementsIn, textOf } from '../e2e/routes.ts';

const routes = builtRoutes();
const route = (path: string) => routes.find((r) => r.path === path)!;
const html = (path: string) => builtHtml(route(path));
const byAttr = (path: string, name: string) => elementsIn(builtDocument(route(path)), (el) => attr(el, name) !== undefined);
/** The words an island carries for its hydration (engine/render/block-list.tsx). */
const islandWords = (path: string) =>
  elementsIn(builtDocument(route(path)), (el) => el.tagName === 'script' && attr(el, 'data-island-props') !== undefined).map(
    (el) => (JSON.parse(textOf(el)) as { pageWords?: { locale: string; words: Record<string, Record<string, string>> } }).pageWords,
  );

test('/hi/contact: the form says which fields are required and which are optional in Hindi, with no English of its own', () => {
  const page = html('/hi/contact');
  expect(page).toContain('>* वाले खाने भरना ज़रूरी है।</p>');
  expect(page).toMatch(/> \(वैकल्पिक\)<\/span>/);
  expect(page).toContain('>इस खाने को ख़ाली छोड़ें</label>');
  for (const english of ['Fields marked', '(optional)', 'Leave this field empty']) expect(page).not.toContain(english);
  expect(html('/contact')).toContain('>Fields marked * are required.</p>');
});

test('the form island hydrates with the Hindi words of the form, its toasts and their close button; the English page with the English', () => {
  const [hindi] = islandWords('/hi/contact');
  expect(hindi?.locale).toBe('hi-IN');
  expect(hindi?.words.form).toMatchObject({ requiredNote: '* वाले खाने भरना ज़रूरी है।', optional: '(वैकल्पिक)', busy: 'भेजा जा रहा है...' });
  expect(hindi?.words.toasts).toEqual({ region: 'सूचनाएँ (Alt+T)' });
  expect(hindi?.words.common?.closeNotification).toBe('सूचना बंद करें');
  // Only the groups the island declares travel with it.
  expect(Object.keys(hindi!.words).sort()).toEqual(['common', 'form', 'toasts']);
  const [english] = islandWords('/contact');
  expect(english?.words.toasts).toEqual({ region: 'Notifications (Alt+T)' });
  // The Tamil contact form's own words are Tamil; a word not translated yet would travel without its
  // English marks (the browser's render must be the server's).
  const tamil = islandWords('/ta/contact');
  expect(tamil[0]?.words.form).toMatchObject({ requiredNote: '* குறியிட்ட புலங்களை நிரப்புவது கட்டாயம்.', optional: '(விருப்பத்தேர்வு)' });
  for (const words of tamil) expect(JSON.stringify(words)).not.toMatch(/[\uE000\uE001]/);
});

test('the header search says "See all results" in the page\'s language', () => {
  const seeAll = (path: string) => byAttr(path, 'data-see-all').map((el) => attr(el, 'data-see-all'));
  expect(seeAll('/hi')).toEqual(['सभी नतीजे देखें']);
  expect(seeAll('/hi/gst')).toEqual(['सभी नतीजे देखें']);
  expect(seeAll('/')).toEqual(['See all results']);
  // Tamil, a partial language, has no search page of its own: its header's link goes to the English results, its words are Tamil.
  expect(seeAll('/ta')).toEqual(['அனைத்து முடிவுகளையும் பார்க்க']);
  expect(seeAll('/ta/gst')).toEqual(['அனைத்து முடிவுகளையும் பார்க்க']);
});

test('/hi/quote (prerendered, empty) carries the Hindi words its behavior says after a change', () => {
  const [quote] = byAttr('/hi/quote', 'data-quote-words');
  expect(JSON.parse(attr(quote!, 'data-quote-words')!)).toEqual({ updated: 'कोटेशन बदल दिया गया।', removed: 'कोटेशन से हटा दिया गया।', check: 'कृपया पेज पर दिया संदेश देखें।' });
});

test('/hi/careers: the openings list names its facts in Hindi; the openings themselves are English, marked lang="en"', () => {
  const jobs = byAttr('/hi/careers', 'data-job');
  expect(jobs.length).toBeGreaterThan(0);
  for (const job of jobs) {
    const terms = elementsIn(job, (el) => el.tagName === 'dt').map(textOf);
    expect(terms).toEqual(['विभाग', 'जगह', 'नौकरी का प्रकार', 'अनुभव']);
    const title = elementsIn(job, (el) => el.tagName === 'a' && (attr(el, 'href') ?? '').startsWith('/careers/'))[0]!;
    expect(attr(title, 'lang')).toBe('en');
    expect(elementsIn(job, (el) => el.tagName === 'dd').every((dd) => attr(dd, 'lang') === 'en')).toBe(true);
    const apply = elementsIn(job, (el) => attr(el, 'aria-label') !== undefined && (attr(el, 'href') ?? '').includes('position='))[0]!;
    expect(attr(apply, 'aria-label')).toBe(`${textOf(title)} के लिए ${textOf(apply)}`);
  }
});

test("/hi/which-business-structure: the questions' answers, the prompt, the answer and the reasons in Hindi, with the structures' Hindi names", () => {
  const page = html('/hi/which-business-structure');
  for (const hindi of [
    'सिर्फ़ मैं',
    'दो या ज़्यादा',
    '>हाँ</label>',
    '>नहीं</label>',
    'तीनों सवालों के जवाब दें, फिर देखें कि कौन-सा ढाँचा आपके लिए सही है।',
    'एक मालिक · अपनी संपत्ति सुरक्षित · शेयर नहीं बेचे जाएँगे',
  ])
    expect(page).toContain(hindi);
  expect(page).toMatch(/आपके लिए (<!-- -->)?(प्रोप्राइटरशिप|पार्टनरशिप फ़र्म|लिमिटेड लायबिलिटी पार्टनरशिप \(एलएलपी\)|वन पर्सन कंपनी \(ओपीसी\)|प्राइवेट लिमिटेड कंपनी)(<!-- -->)? सही है/);
  // A reason is Hindi (the chooser's words around the table's translated facts), its structure's name too.
  expect(page).toMatch(/<li>(<!-- -->)?प्राइवेट लिमिटेड कंपनी(<!-- -->)? नहीं: (<!-- -->)?इसमें [^<]+\)(<!-- -->)?।<\/li>/);
  expect(page).not.toMatch(/<li><span lang="en">/);
  expect(page).not.toMatch(/>(Sole proprietorship|Partnership firm|Private Limited Company)</);
  for (const english of ['Just me', 'Two or more', 'suits you', 'Answer the three questions', 'See every difference']) expect(page).not.toContain(english);
});

test('/hi/compare-business-structures: the rows, the short answers and "not yet verified" in Hindi', () => {
  const rows = byAttr('/hi/compare-business-structures', 'data-row').map((row) => textOf(elementsIn(row, (el) => el.tagName === 'th')[0]!));
  expect(rows).toEqual(['मालिक', 'मालिकों की देनदारी', 'अलग क़ानूनी इकाई', 'निवेश जुटाना', 'मुनाफ़े पर टैक्स', 'सालाना फ़ाइलिंग', 'ऑडिट', 'रजिस्ट्रेशन में लगने वाला समय', 'शुरू करने का ख़र्च']);
  const page = html('/hi/compare-business-structures');
  for (const hindi of ['>सीमित<', '>असीमित<', '>शेयर जारी कर सकती है<', '>हर साल<', '>अभी जाँचा नहीं गया<', 'कारोबार के ढाँचों की तुलना, सभी राज्यों में शुरू करने के ख़र्च के साथ'])
    expect(page).toContain(hindi);
  for (const english of ['>Limited<', '>Unlimited<', 'Not yet verified', "Owners' liability", 'Business structures compared']) expect(page).not.toContain(english);
});

test('/ta: the menus are in Tamil', () => {
  const page = html('/ta');
  for (const tamil of ['நிறுவனப் பதிவு', 'வர்த்தக முத்திரை', 'ஜிஎஸ்டி சேவைகள்', 'சம்பளப் பட்டியல்', 'அனைத்து ஜிஎஸ்டி சேவைகள்', 'ஜிஎஸ்டி பதிவு']) expect(page).toContain(`>${tamil}<`);
  expect(page).not.toContain('>GST Services<');
});

test("/hi/company-registration: a government fee's note (why its figure is not verified) is Hindi, from the translated government-fees table", () => {
  const page = html('/hi/company-registration');
  expect(page).toContain('₹1,000 वह फ़ीस है जो MCA, RUN और SPICe+ (भाग A) के लिए लेता है, जैसा प्रैक्टिशनर बताते हैं');
  expect(page).not.toContain('Not yet checked: ₹1,000 is the fee MCA charges');
  expect(html('/company-registration')).toContain('Not yet checked: ₹1,000 is the fee MCA charges');
});
