// The form block's value logic: the validators compiled from schemas/forms/*.schema.json (exact
// plain-words messages, the same as the server's), the payload and enquiry address built from the
// values, transforms (uppercase, maximum length) and prefill from the page address.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FormBlock, FormBlockField } from '../../engine/generated/config.ts';
import { FORM_NAMES } from '../../engine/forms.ts';
import { EMAIL_MESSAGE } from '../../engine/form-errors.ts';
import { formTitles, formValidators } from '../../blocks/form/validation.ts';
import { buildPayload, enquiryUrl, humanize, prefillFromQuery, startValues, transformValue, validateValues, valueFromQuery } from '../../blocks/form/values.ts';

const text = (name: string, label: string, extra: Partial<FormBlockField> = {}): FormBlockField => ({ name, label, type: 'text', ...extra });

const partnership: Pick<FormBlock, 'form' | 'fields'> = {
  form: 'partnership-request',
  fields: [
    text('firstName', 'First Name', { required: true }),
    text('lastName', 'Last Name', { required: true }),
    text('company', 'Company Name', { required: true }),
    { name: 'email', label: 'Email Address', type: 'email', required: true },
    { name: 'phone', label: 'Phone Number', type: 'tel' },
    { name: 'industry', label: 'Industry', type: 'select', options: ['Manufacturing', 'Other'] },
    { name: 'size', label: 'Company Size', type: 'select', options: ['11-50 employees'] },
    { name: 'message', label: 'Message', type: 'textarea', rows: 4 },
  ],
};

const filled = { firstName: 'Asha', lastName: 'Rao', company: 'Rao Foods Pvt Ltd', email: 'asha@raofoods.in', phone: '', industry: '', size: '', message: '' };

describe('compiled validators', () => {
  it('exist for every form in engine/forms.ts and carry no ajv runtime', () => {
    expect(Object.keys(formValidators).sort()).toEqual([...FORM_NAMES].sort());
    const code = readFileSync('engine/generated/form-validators.ts', 'utf8');
    expect(code).not.toMatch(/require\(|from ['"]ajv|new Function|eval\(/);
  });

  it('accept the spec payload of the partnership request and reject unknown properties', () => {
    const validate = formValidators['partnership-request'];
    const body = {
      firstName: 'Asha',
      lastName: 'Rao',
      company: 'Rao Foods',
      email: 'asha@raofoods.in',
      phone: '+91 98765 43210',
      industry: 'Manufacturing',
      size: '11-50 employees',
      message: 'Hello',
    };
    expect(validate(body)).toBe(true);
    expect(validate({ ...body, fax: '1' })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toEqual(['additionalProperties']);
  });

  it('word every missing required field with its schema title, and a bad e-mail with an example', () => {
    expect(validateValues(partnership, { ...filled, firstName: '', lastName: '  ', company: '', email: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      company: 'Company name is required',
      email: 'E-mail address is required',
    });
    expect(validateValues(partnership, { ...filled, email: 'asha@' })).toEqual({ email: 'Enter a valid e-mail address, like name@example.com' });
    expect(EMAIL_MESSAGE).toBe('Enter a valid e-mail address, like name@example.com');
    expect(validateValues(partnership, filled)).toEqual({});
  });

  it('report lengths over the schema maximum in plain words', () => {
    expect(validateValues(partnership, { ...filled, message: 'x'.repeat(5001) })).toEqual({ message: 'Message must be at most 5000 characters' });
  });

  it('ask for an e-mail address or a phone number on the enquiry, as the server does', () => {
    const enquiry: Pick<FormBlock, 'form' | 'fields'> = {
      form: 'service-enquiry',
      fields: [
        text('service', 'Service', { required: true }),
        text('name', 'Name'),
        { name: 'email', label: 'E-mail', type: 'email' },
        { name: 'phone', label: 'Phone', type: 'tel' },
      ],
    };
    const values = { service: 'GST Registration', name: 'Asha', email: '', phone: '' };
    expect(validateValues(enquiry, values)).toEqual({ email: 'Enter your e-mail address or phone number', phone: 'Enter your e-mail address or phone number' });
    expect(validateValues(enquiry, { ...values, phone: '+91 98765 43210' })).toEqual({});
    expect(validateValues(enquiry, { ...values, email: 'not-an-address' })).toEqual({ email: EMAIL_MESSAGE });
    expect(validateValues(enquiry, { ...values, service: '', phone: '98765' })).toEqual({ service: 'Service is required' });
  });

  it('use the label for a required enquiry field (no inbox schema) and check e-mail fields simply', () => {
    const block: Pick<FormBlock, 'fields'> = { fields: [text('pan', 'PAN', { required: true }), { name: 'mail', label: 'Mail', type: 'email' }] };
    expect(validateValues(block, { pan: '', mail: 'x@' })).toEqual({ pan: 'PAN is required', mail: EMAIL_MESSAGE });
  });

  it('ship only titles to the browser for the messages', () => {
    expect(formTitles['partnership-request'].properties?.email).toEqual({ title: 'E-mail address' });
    expect(JSON.stringify(formTitles)).not.toMatch(/description|examples/);
  });
});

describe('transforms', () => {
  it('uppercase and cut to the maximum length', () => {
    expect(transformValue({ transform: 'uppercase', maxLength: 10 }, 'abcde1234fghij')).toBe('ABCDE1234F');
    expect(transformValue({ maxLength: 3 }, 'abcdef')).toBe('abc');
    expect(transformValue({}, 'Mixed Case')).toBe('Mixed Case');
  });

  it('apply to the payload and to the enquiry address', () => {
    const pan = text('pan', 'PAN', { transform: 'uppercase', maxLength: 10 });
    expect(buildPayload({ fields: [text('service', 'Service'), pan] }, { service: 'PAN card', pan: 'abcde1234fxyz' })).toEqual({ service: 'PAN card', pan: 'ABCDE1234F' });
    expect(
      enquiryUrl(
        {
          action: { type: 'enquire', service: 'GST Registration', plan: 'Assured' },
          fields: [pan, text('state', 'State'), { name: 'virtualOffice', label: 'Virtual office', type: 'checkbox' }],
        },
        { pan: 'abcde1234fxyz', state: ' Tamil Nadu ', virtualOffice: 'Yes' },
      ),
    ).toBe('/enquiry?service=GST+Registration&plan=Assured&pan=ABCDE1234F&state=Tamil+Nadu&virtualOffice=Yes');
    expect(
      enquiryUrl({ action: { type: 'enquire', service: 'ITR Filing' }, fields: [text('pan', 'PAN'), { name: 'vo', label: 'VO', type: 'checkbox' }] }, { pan: '', vo: false }),
    ).toBe('/enquiry?service=ITR+Filing');
  });
});

describe('payload', () => {
  it('is the spec JSON body: filled fields trimmed, empty ones left out', () => {
    expect(buildPayload(partnership, { ...filled, firstName: ' Asha ', phone: '+91 98765 43210' })).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      company: 'Rao Foods Pvt Ltd',
      email: 'asha@raofoods.in',
      phone: '+91 98765 43210',
    });
  });

  it('sends the spam-trap field only when filled', () => {
    expect(buildPayload(partnership, filled, [], '')).not.toHaveProperty('website');
    expect(buildPayload(partnership, filled, [], 'http://spam.example')).toHaveProperty('website', 'http://spam.example');
  });

  it('puts address values of an enquiry into plan and selections', () => {
    const block: Pick<FormBlock, 'form' | 'fields'> = {
      form: 'service-enquiry',
      fields: [text('service', 'Service'), text('name', 'Name'), { name: 'email', label: 'E-mail', type: 'email' }],
    };
    const extras = [
      { name: 'plan', value: 'Assured' },
      { name: 'entityType', value: 'LLP' },
      { name: 'pan', value: 'ABCDE1234F' },
    ];
    expect(buildPayload(block, { service: 'GST Registration', name: 'Asha', email: 'a@b.in' }, extras)).toEqual({
      service: 'GST Registration',
      name: 'Asha',
      email: 'a@b.in',
      plan: 'Assured',
      selections: { entityType: 'LLP', pan: 'ABCDE1234F' },
    });
  });
});

describe('prefill from the page address', () => {
  const enquiry: Pick<FormBlock, 'form' | 'fields' | 'summary'> = {
    form: 'service-enquiry',
    summary: { heading: 'Your selection', uppercase: ['pan'] },
    fields: [text('service', 'Service', { lockedWhenPrefilled: true }), text('name', 'Name'), { name: 'email', label: 'E-mail', type: 'email' }],
  };

  it('fills fields, locks the service and keeps the other values in address order', () => {
    expect(prefillFromQuery(enquiry, '?service=GST+Registration&plan=Assured&entityType=LLP&pan=abcde1234f&name=Asha&utm_source=x&gclid=1&website=spam&bad-name=1&empty=')).toEqual(
      {
        values: { service: 'GST Registration', name: 'Asha' },
        locked: ['service'],
        extras: [
          { name: 'plan', value: 'Assured' },
          { name: 'entityType', value: 'LLP' },
          { name: 'pan', value: 'ABCDE1234F' },
        ],
      },
    );
  });

  it('ignores address values a form cannot send', () => {
    const careers: Pick<FormBlock, 'form' | 'fields'> = { form: 'careers-interest', fields: [text('position', 'Position', { maxLength: 12 })] };
    expect(prefillFromQuery(careers, '?position=Legal%20Associate%20Senior&entityType=LLP')).toEqual({ values: { position: 'Legal Associ' }, locked: [], extras: [] });
  });

  it('keeps choices only when the field offers them', () => {
    expect(valueFromQuery({ type: 'segmented', options: ['Company', 'LLP'] }, 'LLP')).toBe('LLP');
    expect(valueFromQuery({ type: 'select', options: ['ITR 1'] }, 'ITR 9')).toBeUndefined();
    expect(valueFromQuery({ type: 'checkbox' }, 'Yes')).toBe(true);
    expect(valueFromQuery({ type: 'date' }, '1990-02-30x')).toBeUndefined();
  });

  it('names address values for the summary', () => {
    expect(humanize('entityType')).toBe('Entity type');
    expect(humanize('proposedName')).toBe('Proposed name');
  });
});

describe('start values', () => {
  it('are the defaults, the first segment, false for tick boxes and the shared default', () => {
    expect(
      startValues([
        { name: 'entityType', label: 'Entity', type: 'segmented', options: ['Company', 'LLP'], shared: 'selectedEntity' },
        { name: 'state', label: 'State', type: 'text', shared: 'selectedState' },
        { name: 'itr', label: 'ITR', type: 'segmented', options: ['ITR 1', 'ITR 2'] },
        { name: 'vo', label: 'VO', type: 'checkbox' },
        { name: 'kind', label: 'Kind', type: 'select', options: ['A', 'B'], default: 'B' },
      ]),
    ).toEqual({ entityType: 'Company', state: '', itr: 'ITR 1', vo: false, kind: 'B' });
  });
});
