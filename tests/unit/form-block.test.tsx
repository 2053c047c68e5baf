// The form block as config and as HTML: the build-time checks `npm run validate` adds for forms,
// and the server-rendered markup that must work before (and without) JavaScript.
import { describe, expect, it } from 'vitest';
import type { FormBlock } from '../../engine/generated/config.ts';
import type { Block } from '../../engine/block-api.tsx';
import { validateSiteConfig, formatProblem } from '../../engine/config/validate.ts';
import { loadSchemaFiles } from '../../engine/config/schema-files.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { checkFormBlock } from '../../blocks/form/check.ts';
import { tempConfig } from './helpers.ts';
import { renderBlocks } from './render-helpers.tsx';

const schemas = loadSchemaFiles();
const partnership: FormBlock = {
  type: 'form',
  id: 'partnership',
  heading: 'Enterprise Partnerships',
  form: 'partnership-request',
  fields: [
    { name: 'firstName', label: 'First Name', type: 'text', required: true, autocomplete: 'given-name', width: 'half' },
    { name: 'lastName', label: 'Last Name', type: 'text', required: true, width: 'half' },
    { name: 'company', label: 'Company Name', type: 'text', required: true },
    { name: 'email', label: 'Email Address', type: 'email', required: true },
    { name: 'industry', label: 'Industry', type: 'select', placeholder: 'Select industry', options: ['Manufacturing', 'Other'] },
    { name: 'message', label: 'Message', type: 'textarea', rows: 4 },
  ],
  submit: { label: 'Send Request', busyLabel: 'Sending Request...' },
  messages: { success: "Request sent successfully! We'll get back to you within 24 hours.", failure: 'Failed to send request. Please try again or contact us directly.' },
};

const enquiry: FormBlock = {
  type: 'form',
  id: 'register',
  action: { type: 'enquire', service: 'Business Incorporation', plan: 'Standard' },
  fields: [
    { name: 'entityType', label: 'Type of business', type: 'segmented', options: ['Company', 'LLP', 'OPC'], shared: 'selectedEntity' },
    { name: 'pan', label: 'PAN', type: 'text', transform: 'uppercase', maxLength: 10, width: 'half' },
    { name: 'virtualOffice', label: 'Virtual office', type: 'checkbox' },
  ],
  submit: { label: 'Register' },
};

const messages = (block: FormBlock) => checkFormBlock(block, { schemas, today: '2026-11-23' }).map((p) => `${p.path.join('.')}: ${p.message}`);

describe('build-time checks', () => {
  it('accept the partnership and enquiry forms', () => {
    expect(messages(partnership)).toEqual([]);
    expect(messages(enquiry)).toEqual([]);
  });

  it('name fields the inbox does not accept, and required ones that are missing or unmarked', () => {
    const bad: FormBlock = {
      ...partnership,
      fields: [
        { name: 'firstName', label: 'First Name', type: 'text', required: true },
        { name: 'lastName', label: 'Last Name', type: 'text' },
        { name: 'emial', label: 'Email', type: 'email', required: true },
        { name: 'firstName', label: 'Again', type: 'text' },
      ],
    };
    expect(messages(bad)).toEqual([
      'fields.3.name: the field name "firstName" is already used by field 1 — each field needs its own name',
      'fields.2.name: the inbox "partnership-request" does not accept a field named "emial" — use one of: firstName, lastName, company, email, phone, industry, size, message',
      'fields.1: the inbox "partnership-request" cannot accept the form without "lastName" — add "required": true to this field so visitors see it must be filled in',
      'fields: the inbox "partnership-request" needs "company", but the form has no field with that name — add one',
      'fields: the inbox "partnership-request" needs "email", but the form has no field with that name — add one',
    ]);
  });

  it('want exactly one of "form" and "action", and messages on a sending form', () => {
    expect(messages({ ...enquiry, form: 'service-enquiry', fields: [{ name: 'service', label: 'Service', type: 'text', required: true }] })).toEqual([
      'action: a form either sends its answers ("form") or starts an enquiry ("action") — remove one of the two',
      'fields.0.name: "service" is filled in from the enquiry action — give this field another name',
      ': a form that sends its answers needs "messages" with the "success" and "failure" texts the visitor reads after sending',
    ]);
    const { action: _a, ...neither } = enquiry;
    expect(messages(neither)).toEqual([': say what the form does: add "form" (the inbox that receives the answers) or "action" (start an enquiry about a service)']);
  });

  it('want start values among the choices', () => {
    expect(messages({ ...enquiry, fields: [{ name: 'entityType', label: 'Type', type: 'segmented', options: ['LLP', 'OPC'], shared: 'selectedEntity' }] })).toEqual([
      'fields.0.shared: the starting value "Company" is not one of the choices (LLP, OPC) — add it to "options" or set "default" to one of them',
    ]);
  });

  it('run inside `npm run validate` with file positions, also for forms inside tabs', () => {
    const config = tempConfig();
    try {
      const about = config.json('pages/about.json');
      about.blocks.push({
        type: 'tabs',
        label: 'Forms',
        panels: [
          { label: 'A', blocks: [{ ...partnership, id: undefined, fields: [...partnership.fields, { name: 'fax', label: 'Fax', type: 'text' }] }] },
          { label: 'B', blocks: [enquiry] },
        ],
      });
      config.writeJson('pages/about.json', about);
      const problems = validateSiteConfig(config.dir, blockRegistry)
        .problems.filter((p) => p.severity === 'error')
        .map(formatProblem);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/pages\/about\.json:\d+:\d+ error: .*the inbox "partnership-request" does not accept a field named "fax"/);
    } finally {
      config.remove();
    }
  });
});

const render = (blocks: Block[]) => renderBlocks(blocks, '/about');

const tag = (html: string, re: RegExp) => html.match(re)?.[0] ?? '';
/** The attributes of an opening tag as an object (React writes some names in camelCase in static markup). */
const attrs = (openingTag: string) => Object.fromEntries([...openingTag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]]));

describe('server-rendered HTML', () => {
  it('is an island hydrated on interaction, or on the trigger the block asks for', () => {
    expect(render([partnership])).toContain('data-island="form" data-hydrate="interaction"');
    expect(render([{ ...partnership, hydrate: 'load' }])).toContain('data-island="form" data-hydrate="load"');
  });

  it('labels every field, marks required ones and posts to the form endpoint', () => {
    const html = render([partnership]);
    // A real HTML form: without JavaScript it posts form-encoded to the endpoint and comes back to itself (#form-0).
    expect(attrs(tag(html, /<form[^>]*>/))).toMatchObject({ id: 'form-0', method: 'post', action: '/api/partnership#form-0', 'aria-labelledby': 'partnership-heading' });
    expect(html).toContain('<input type="hidden" name="_origin" value="/about#0"/>');
    // Never disabled: before hydration a click waits for the island or posts as plain HTML.
    expect(tag(html, /<button type="submit"[^>]*>/)).not.toMatch(/disabled/);
    expect(html).toMatch(/<label for="form-0-firstName"[^>]*>First Name<span aria-hidden="true"[^>]*>\*<\/span><\/label>/);
    expect(attrs(tag(html, /<input[^>]*id="form-0-firstName"[^>]*>/))).toMatchObject({ name: 'firstName', required: '', autocomplete: 'given-name', type: 'text', value: '' });
    expect(attrs(tag(html, /<input[^>]*id="form-0-email"[^>]*>/))).toMatchObject({ type: 'email', inputmode: 'email', required: '' });
    expect(attrs(tag(html, /<textarea[^>]*id="form-0-message"[^>]*>/))).toMatchObject({ rows: '4', name: 'message' });
    expect(attrs(tag(html, /<textarea[^>]*id="form-0-message"[^>]*>/))).not.toHaveProperty('required');
    expect(html).toContain('<option value="" selected="">Select industry</option><option value="Manufacturing">Manufacturing</option>');
    expect(html).toContain('Fields marked * are required.');
    expect(html).toMatch(/<button type="submit"[^>]*>Send Request<\/button>/);
    // The spam trap is out of sight, out of the tab order and hidden from screen readers.
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><label for="form-0-website">Leave this field empty<\/label><input [^>]*id="form-0-website"/);
    expect(attrs(tag(html, /<input[^>]*id="form-0-website"[^>]*>/))).toMatchObject({ name: 'website', tabindex: '-1', autocomplete: 'off' });
  });

  it('makes an enquiry a GET form to /enquiry that works without JavaScript', () => {
    const html = render([enquiry]);
    expect(attrs(tag(html, /<form[^>]*>/))).toMatchObject({ method: 'get', action: '/enquiry', 'data-behavior': 'form', 'data-hydrate': 'load', 'aria-label': 'Register' });
    expect(html).toContain('<input type="hidden" name="service" value="Business Incorporation"/>');
    expect(html).toContain('<input type="hidden" name="plan" value="Standard"/>');
    expect(attrs(tag(html, /<input[^>]*value="Company"[^>]*>/))).toMatchObject({ type: 'radio', name: 'entityType', checked: '', 'data-shared': 'selectedEntity' });
    expect(attrs(tag(html, /<input[^>]*value="LLP"[^>]*>/))).not.toHaveProperty('checked');
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Type of business<\/legend>/);
    expect(attrs(tag(html, /<input[^>]*id="form-0-pan"[^>]*>/))).toMatchObject({ maxlength: '10', 'data-transform': 'uppercase', autocapitalize: 'characters' });
    expect(attrs(tag(html, /<input[^>]*id="form-0-virtualOffice"[^>]*>/))).toMatchObject({ type: 'checkbox', value: 'Yes' });
    expect(html).not.toContain('name="website"');
  });
});
