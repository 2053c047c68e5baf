// The forms, the privacy notice and the wording of actions and tooltips in the site config, against the
// spec and issues 13 and 18 (split from content-facts.test.ts, which checks the pages and the shell).
import { describe, expect, it } from 'vitest';
import { blockOf, newsletter, site } from '../e2e/site.ts';

describe('the forms and the privacy notice match the spec and issue 13', () => {
  it("the partnership request: its fields, Send Request / Sending Request..., the spec's success and failure texts", () => {
    const form = blockOf('/about', 'form', 'partnership');
    expect(form.fields!.map((f) => f.label)).toEqual(['First Name', 'Last Name', 'Company Name', 'Email Address', 'Phone Number', 'Industry', 'Company Size', 'Message']);
    expect(form.submit).toEqual({ label: 'Send Request', busyLabel: 'Sending Request...' });
    expect(form.messages).toEqual({
      success: "Request sent successfully! We'll get back to you within 24 hours.",
      failure: 'Failed to send request. Please try again or contact us directly.',
    });
  });

  it('the other forms: their buttons and success texts; the enquiry page and its summary', () => {
    const texts = (path: string, id: string) => {
      const form = blockOf(path, 'form', id);
      return [form.submit!.label, form.messages?.success];
    };
    expect(texts('/careers', 'apply')).toEqual(['Submit Application', 'Application received! Our hiring team will review it and get in touch if your profile matches an opening.']);
    expect(texts('/contact', 'message')).toEqual(['Send Message', "Message sent! We'll reply to your e-mail within 24 hours."]);
    expect(texts('/refund', 'refund-request')).toEqual(['Submit Refund Request', "Refund request received! We'll review it within 24-48 hours and reply by e-mail."]);
    expect(texts('/enquiry', 'enquiry')).toEqual(['Send Enquiry', 'Thank you! Your enquiry has been sent. An expert will contact you within 24 hours.']);
    const enquiry = blockOf('/enquiry', 'form', 'enquiry');
    expect([enquiry.heading, enquiry.summary!.heading]).toEqual(['Start your enquiry', 'Your selection']);
    expect(newsletter.messages).toEqual({
      success: 'Thanks for subscribing! Look out for your first deadline reminder in your inbox.',
      failure: 'We could not sign you up just now. Please try again in a moment.',
    });
  });

  it('the privacy notice links to the rights section: DPDP Act 2023, erasure, the grievance officer, 12 months', () => {
    const privacy = site.privacy!;
    expect(privacy.notice).toBe(
      'We use these details only to answer this request, keep them for 12 months unless you become a client, and never sell them. You can ask to see, correct or erase them, or withdraw consent, at any time.',
    );
    expect([privacy.linkLabel, privacy.policyHref]).toEqual(['Privacy policy', '/privacy#privacy-7']);
    expect(privacy.grievanceOfficer).toMatchObject({ title: 'Grievance Officer', email: 'grievance@filingbridge.in' });
    const sections = blockOf('/privacy', 'policy-sections').sections;
    const rights = JSON.stringify(sections[6]);
    for (const fact of ['Digital Personal Data Protection Act, 2023', 'ask us to erase it']) expect(rights).toContain(fact);
    expect(JSON.stringify(sections[5])).toContain('12 months after your last contact');
  });
});

describe('issue 18: actions say what happens, tooltips explain, the 404 screen', () => {
  it('the status, e-PAN and ITR forms ask an expert and name the government sites', () => {
    const check = blockOf('/trademark-status', 'form', 'check');
    expect(check.heading).toBe('Ask us to check your application status');
    expect(check.intro).toContain('A trademark expert checks the status and replies within 24 hours with what it means and what to do next.');
    const own = blockOf('/trademark-status', 'rich-text', 'check-yourself');
    expect(own.paragraphs![0]).toContain('It is a government website');
    expect(own.actions![0]).toMatchObject({ label: 'Go to IP India (government site)', href: 'https://ipindia.gov.in/' });
    expect(blockOf('/pan-card-download', 'form', 'download').intro).toContain(
      'An expert contacts you within 24 hours and gets your e-PAN to you (₹99): the PDF arrives by e-mail in 24-48 hours.',
    );
    expect(blockOf('/pan-card-download', 'rich-text', 'do-it-yourself').actions![0]).toMatchObject({
      label: 'Go to the Income Tax e-filing portal (government site)',
      href: 'https://www.incometax.gov.in/iec/foportal/',
    });
    expect(blockOf('/income-tax', 'form', 'file-itr').intro).toContain('nothing is filed at this step');
    expect(blockOf('/enquiry', 'form', 'enquiry').intro).toContain(
      'Sending this starts no filing and no payment: a compliance expert gets back to you within 24 hours with what you asked for — the status of your application, your e-PAN, or the documents you need and a clear price.',
    );
    expect(blockOf('/refund', 'table', 'eligibility').rows[0]![1]).toBe('We could not deliver the service you paid for because of a fault on our side.');
  });

  it('the tooltips: urgency words and the GST badge explained; the PAN example in the hint; GST tab phone names', () => {
    expect(blockOf('/', 'deadline-grid').tooltips!.texts).toMatchObject({
      Urgent: '7 days or fewer are left until this due date (counted in India time).',
      Soon: '8 to 15 days are left until this due date.',
      Upcoming: 'More than 15 days are left until this due date.',
    });
    const gst = blockOf('/gst', 'pricing-cards');
    expect(gst.plans.find((p) => p.badge)).toMatchObject({ name: 'Assured', badge: 'Most Popular' });
    expect(gst.tooltips!.texts).toMatchObject({ 'Most Popular': 'The plan most of our GST registration clients choose.' });
    expect(blockOf('/pan-card-download', 'form', 'download').fields!.find((f) => f.name === 'pan')!.hint).toBe('10 characters as printed on your PAN card, for example ABCDE1234F');
    expect(blockOf('/gst', 'tabs').panels.map((p) => p.shortLabel ?? p.label)).toEqual(['New Business', 'New State', 'Foreign Entity']);
  });

  it('the 404 screen', () => {
    expect(site.notFound).toMatchObject({ code: '404', message: 'Oops! Page not found.', homeLabel: 'Return to Home' });
  });
});
