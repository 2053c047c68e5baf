// The server's render bundle entry (scripts/ssr/form-pages.tsx), run from source: how a plain HTML
// post is read (the same payload the browser would send as JSON), which form it came from, and the
// page shown again with the visitor's values, the messages and the enquiry summary.
import { describe, expect, it } from 'vitest';
import type { FormBlock, Page } from '../../engine/generated/config.ts';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { createFormPages } from '../../scripts/ssr/form-pages.tsx';
import { MINIMAL_SITE } from './helpers.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';
import { renderLanguages } from '../../engine/i18n/alternates.ts';

const enquiry: FormBlock = {
  type: 'form',
  id: 'enquiry',
  form: 'service-enquiry',
  prefillFromQuery: true,
  summary: { heading: 'Your selection', labels: { service: 'Service', pan: 'PAN' }, uppercase: ['pan'] },
  fields: [
    { name: 'service', label: 'Service you need', type: 'text', required: true, lockedWhenPrefilled: true },
    { name: 'email', label: 'E-mail', type: 'email' },
    { name: 'phone', label: 'Phone', type: 'tel' },
  ],
  submit: { label: 'Send Enquiry' },
  messages: { success: 'Your enquiry was sent.', failure: 'Your enquiry was not sent.' },
};
const base = validateSiteConfig(MINIMAL_SITE).config!;
const page = { paths: ['/enquiry'], title: 'Enquiry', description: 'Start an enquiry.', blocks: [enquiry] } as Page;
const pages = createFormPages({ config: { ...base, pages: [...base.pages, { file: 'enquiry.json', page }] }, loaderSrc: '/assets/loader.js' });

const POST: [string, string][] = [
  ['_origin', '/enquiry#0'],
  ['service', 'GST Registration'],
  ['pan', 'abcde1234f'],
  ['email', ''],
  ['phone', '+91 98765 43210'],
  ['website', ''],
];

describe('which form a post came from', () => {
  it('a block by its page and key; the newsletter on the page it was sent from', () => {
    expect(pages.target('/enquiry#0', undefined)).toMatchObject({ path: '/enquiry', key: '0', form: 'service-enquiry' });
    expect(pages.target('/enquiry#3', undefined)).toBeUndefined();
    expect(pages.target(undefined, '/enquiry')).toBeUndefined();
    expect(pages.target('newsletter', '/enquiry')).toMatchObject({ path: '/enquiry', key: 'newsletter', form: 'newsletter-signup' });
    expect(pages.target('newsletter', '/no-such-page')).toMatchObject({ path: '/' });
    expect(pages.prefillPaths).toEqual(['/enquiry']);
    expect(pages.hasForm('/enquiry', '0')).toBe(true);
    expect(pages.hasForm('/enquiry', 'newsletter')).toBe(true);
    expect(pages.hasForm('/enquiry', '1')).toBe(false);
  });
});

describe('reading a form-encoded post', () => {
  it('gives the JSON payload the browser would send: choices in "selections", empty fields left out', () => {
    const read = pages.readPost(pages.target('/enquiry#0', undefined)!, POST);
    expect(read.payload).toEqual({ service: 'GST Registration', phone: '+91 98765 43210', selections: { pan: 'ABCDE1234F' } });
    expect(read.problems).toEqual({});
    expect(read.query).toBe('?service=GST+Registration&pan=abcde1234f');
  });

  it("finds the same problems as the browser, in the browser's words", () => {
    const read = pages.readPost(
      pages.target('/enquiry#0', undefined)!,
      POST.filter(([name]) => name !== 'phone'),
    );
    expect(read.problems).toEqual({ email: 'Enter your e-mail address or phone number', phone: 'Enter your e-mail address or phone number' });
    const newsletter = pages.readPost(pages.target('newsletter', '/')!, [
      ['_origin', 'newsletter'],
      ['email', 'a@example.in'],
    ]);
    expect(newsletter.problems).toEqual({ consent: 'Consent to receive the newsletter is required' });
    const agreed = pages.readPost(pages.target('newsletter', '/')!, [
      ['_origin', 'newsletter'],
      ['email', 'a@example.in'],
      ['consent', 'Yes'],
    ]);
    expect(agreed.payload).toEqual({ email: 'a@example.in', consent: 'Yes' });
    expect(agreed.problems).toEqual({});
  });
});

describe('rendering a page for a request', () => {
  it('shows the form again with the values, the messages and the summary of choices (also as hidden fields)', async () => {
    const html = await pages.render('/enquiry', {
      query: '?service=GST+Registration&pan=abcde1234f',
      forms: { 0: { status: 'failure', values: { email: 'karthik@example', phone: '' }, errors: { email: 'Enter a valid e-mail address, like name@example.com' } } },
    });
    expect(html).toMatch(/<form[^>]*id="form-0"[^>]*data-status="failure"/);
    expect(html).toMatch(/data-summary-item="pan"[^>]*><dt[^>]*>PAN<\/dt><dd[^>]*>ABCDE1234F<\/dd>/);
    expect(html).toContain('<input type="hidden" name="service" value="GST Registration"/>');
    expect(html).toContain('<input type="hidden" name="pan" value="ABCDE1234F"/>');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*value="karthik@example"/);
    expect(html).toMatch(/data-field-error="email"[^>]*>Enter a valid e-mail address, like name@example.com</);
    expect(html).toContain('Your enquiry was not sent.');
    // The service is in the summary, not an editable field.
    expect(html).not.toContain('id="form-0-service"');
    expect(html).toContain('<script type="module" src="/assets/loader.js"></script>');
  });

  it('shows the success text after a post, and a page without state as prerendered', async () => {
    expect(await pages.render('/enquiry', { forms: { 0: { status: 'success' } } })).toMatch(/data-result="success"[\s\S]*Your enquiry was sent\./);
    const plain = await pages.render('/enquiry', {});
    expect(plain).not.toContain('data-result=');
    expect(plain).toContain('id="form-0-service"');
  });
});

describe('the real site in every language', () => {
  it('a Hindi page’s prefilled form link works: /hi/enquiry?service=… is rendered with the service filled in, as /enquiry is', async () => {
    const { config } = validateSiteConfig('site-config', blockRegistry);
    const { sites } = validateTranslations('site-config', config!);
    const render = renderLanguages(config!, sites);
    const site = createFormPages({
      config: config!,
      loaderSrc: '/assets/loader.js',
      languages: sites.map((s, i) => ({ config: s.config, language: render[i + 1]! })),
      mainLanguage: render[0],
    });
    expect(site.prefillPaths).toEqual(expect.arrayContaining(['/enquiry', '/hi/enquiry']));
    const html = await site.render('/hi/enquiry', { query: '?service=GST+Return+Filing' });
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toMatch(/<input[^>]*name="service"[^>]*value="GST Return Filing"|<input[^>]*value="GST Return Filing"[^>]*name="service"/);
  }, 120_000);
});
