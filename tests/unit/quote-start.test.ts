// The pure part of a form that starts a quote (engine/rules/quote-start.ts, engine/rules/state-match.ts):
// a state typed freely recognised from the live gst-states.json (names, common spellings, Hindi names,
// one slip of the keyboard), nothing recognised when it could be two states or none, and /incorporation's
// Register form turned into a quote item — or into the form again with the list.
import { describe, expect, it } from 'vitest';
import { LIVE_RULES } from './tool-rules.ts';
import { matchState, stateKey, stateNames } from '../../engine/rules/state-match.ts';
import { QUOTE_MESSAGES, quoteItemId } from '../../engine/rules/quote.ts';
import { quoteStartForm, startQuoteItem, STATE_PICK_FIELD } from '../../engine/rules/quote-start.ts';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import type { FormBlock, FormBlockQuoteAction } from '../../engine/generated/config.ts';
import { checkFormBlock } from '../../blocks/form/check.ts';

const STATES = stateNames(LIVE_RULES);
const config = validateSiteConfig().config!;
const incorporation = config.pages.find((f) => f.page.paths[0] === '/incorporation')!.page;
const index = incorporation.blocks.findIndex((b) => b.type === 'form' && b.id === 'register');
const register = incorporation.blocks[index] as FormBlock & { action: FormBlockQuoteAction };
const FORM = quoteStartForm(register, '/incorporation', String(index));

describe('a state typed freely', () => {
  it.each([
    ['Tamil Nadu', '33'],
    ['tamilnadu', '33'],
    ['  TAMIL-NADU ', '33'],
    ['Tamilnad', '33'],
    ['तमिलनाडु', '33'],
    ['Orissa', '21'],
    ['उड़ीसा', '21'],
    ['Pondicherry', '34'],
    ['Maharastra', '27'],
    ['Maharashtra state', '27'],
    ['State of Kerala', '32'],
    ['Karnatka', '29'],
    ['Chattisgarh', '22'],
    ['New Delhi', '07'],
    ['दिल्ली', '07'],
    ['UP', '09'],
    ['J&K', '01'],
    ['Jammu & Kashmir', '01'],
    ['Uttaranchal', '05'],
    ['पश्चिम बंगाल', '19'],
    ['Daman and Diu', '26'],
  ])('“%s” is state %s', (typed, code) => {
    expect(matchState(typed, STATES)).toBe(code);
  });

  it.each(['Tamil', 'Springfield', 'Pradesh', 'Goa Goa Goa', 'Bihat', '', '   '])('“%s” names no one state', (typed) => {
    expect(matchState(typed, STATES)).toBeUndefined();
  });

  it('lists the 36 states and union territories a company can be registered in (not GST’s 97 or 99), each with its Hindi name', () => {
    expect(STATES).toHaveLength(36);
    expect(STATES.map((s) => s.code)).not.toContain('97');
    expect(STATES.filter((s) => !s.names.hi)).toEqual([]);
    expect(stateKey('Andaman & Nicobar Islands')).toBe('andamanandnicobarislands');
  });

  it('no other name of one state is the name or other name of another (the same text would mean two states)', () => {
    const seen = new Map<string, string>();
    for (const s of STATES)
      for (const name of [s.name, ...Object.values(s.names), ...s.otherNames]) {
        const key = stateKey(name ?? '');
        expect(seen.get(key) ?? s.code, `${name}`).toBe(s.code);
        seen.set(key, s.code);
      }
  });
});

describe('/incorporation’s Register starts a quote', () => {
  it('maps every type of business to a service the site prices or quotes', () => {
    expect(FORM.services).toEqual({
      Company: quoteItemId('Company Registration', 'Private Limited Company'),
      LLP: quoteItemId('LLP Registration', 'LLP Registration'),
      OPC: quoteItemId('Company Registration', 'One Person Company'),
      Proprietorship: 'proprietorship',
      Partnership: quoteItemId('Partnership Registration', 'Partnership Registration'),
    });
    expect(FORM).toMatchObject({ chooseBy: 'entityType', stateField: 'state', nameField: 'proposedName', fields: ['entityType', 'state', 'proposedName'] });
  });

  it('the choice, the state recognised and the proposed name make the item', () => {
    expect(startQuoteItem({ entityType: 'OPC', state: 'tamilnadu', proposedName: ' Sunrise Foods ' }, FORM, STATES, 'en')).toEqual({
      ok: true,
      item: { id: 'company-registration.one-person-company', quantity: 1, state: '33', detail: 'Sunrise Foods' },
    });
    // No state typed: the quote shows the range of every state.
    expect(startQuoteItem({ entityType: 'Partnership', state: '', proposedName: '' }, FORM, STATES, 'en')).toEqual({
      ok: true,
      item: { id: 'partnership-registration.partnership-registration', quantity: 1 },
    });
    // A state chosen from the list wins over the text that was not recognised.
    expect(startQuoteItem({ entityType: 'Company', state: 'Tamilnad Kerala', [STATE_PICK_FIELD]: '32' }, FORM, STATES, 'en')).toMatchObject({ ok: true, item: { state: '32' } });
  });

  it('a state not recognised gives the form again: every answer kept, the message at the state, the list of states (Hindi names on a Hindi page)', () => {
    const answer = startQuoteItem({ entityType: 'LLP', state: 'Lemuria', proposedName: 'Backwater Spices' }, FORM, STATES, 'en');
    expect(answer).toMatchObject({
      ok: false,
      values: { entityType: 'LLP', state: 'Lemuria', proposedName: 'Backwater Spices' },
      errors: {
        state: 'We could not recognise “Lemuria” as a state or union territory of India. Choose yours from the list below; your other answers are kept.',
      },
      pick: { name: 'stateCode', field: 'state', label: 'Your state or union territory', placeholder: 'Choose from the list' },
    });
    if (answer.ok) throw new Error('expected the form again');
    expect(answer.pick!.options).toHaveLength(36);
    expect(answer.pick!.options[0]).toEqual({ value: '35', label: 'Andaman and Nicobar Islands' });
    const hindi = startQuoteItem({ entityType: 'LLP', state: 'लेमूरिया', proposedName: '' }, FORM, STATES, 'hi', { stateNotFound: '“{value}” नहीं मिला' });
    if (hindi.ok) throw new Error('expected the form again');
    expect(hindi.errors.state).toBe('“लेमूरिया” नहीं मिला');
    expect(hindi.pick!.options.find((o) => o.value === '33')).toEqual({ value: '33', label: 'तमिलनाडु' });
  });

  it('a choice the form does not offer is a message naming the choices', () => {
    expect(startQuoteItem({ entityType: 'Trust', state: 'Goa' }, FORM, STATES, 'en')).toEqual({
      ok: false,
      values: { entityType: 'Trust', state: 'Goa', proposedName: '' },
      errors: { entityType: QUOTE_MESSAGES.chooseOption.replace('{options}', 'Company, LLP, OPC, Proprietorship, Partnership') },
    });
  });
});

describe('the validator on a form that starts a quote (blocks/form/check.ts)', () => {
  const check = (action: Partial<FormBlockQuoteAction>) =>
    checkFormBlock({ ...register, action: { ...register.action, ...action } }, { schemas: new Map(), today: '2026-11-28' }).map((p) => `${p.path.join('.')}: ${p.message}`);

  it('accepts /incorporation’s Register as it is', () => {
    expect(check({})).toEqual([]);
  });

  it('names a choice without a service, a service for no choice, and fields that are not there or not text boxes', () => {
    expect(check({ services: register.action.services.filter((s) => s.option !== 'OPC').concat({ option: 'Trust', service: 'Trust Registration' }) })).toEqual([
      'action.services.4.option: "Trust" is not a choice of "entityType" (Company, LLP, OPC, Proprietorship, Partnership) — write it exactly as in the field\'s options',
      'action.services: the choice "OPC" of "entityType" has no service — add { "option": "OPC", "service": … } so it can go into the quote',
    ]);
    expect(check({ chooseBy: 'state', stateField: 'stat', nameField: 'entityType' })).toEqual([
      "action.chooseBy: \"state\" is a 'text' field — the service is picked by a 'segmented' or 'select' field",
      'action.stateField: the form has no field named "stat" — use one of: entityType, state, proposedName',
      "action.nameField: \"entityType\" is a 'segmented' field — it must be a 'text' field the visitor types into",
    ]);
  });
});
