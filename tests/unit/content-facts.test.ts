// The one suite that reads the live site content (site-config/) and checks it against the facts of
// the spec (/work/shared/spec/site-spec.md: names, counts, dates, amounts, texts). Every other unit test
// renders and validates the fixture site (tests/fixtures/minimal-site) or config written in the test
// itself, and the browser tests take their expected texts from site-config/ through tests/e2e/site.ts
// (the same loader this suite uses), so an editor's copy change breaks only this suite, and only when it
// contradicts the spec. The service pages are checked in content-facts-services.test.ts, the forms in
// content-facts-forms.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../engine/i18n/fingerprint.ts';
import type { Block } from '../../engine/block-api.tsx';
import type { Page, Translation } from '../../engine/generated/config.ts';
import { formatLongDate, formatYearOrDate } from '../../blocks/shared/dates.ts';
import { blockOf, config, menus, newsletter, pageAt, plainText, site } from '../e2e/site.ts';
import { INCOME_TAX_SERVICES, PAYROLL_SERVICES } from './spec-services.ts';
import { expectContainsAll } from './helpers.ts';

const pageConfig = (file: string): Page => pageAt(file === 'home.json' ? '/' : `/${file.replace(/\.json$/, '')}`);
const titles = (cards: { title: string }[]) => cards.map((c) => plainText(c.title));
const stats = (path: string, id?: string) => blockOf(path, 'stats', id).items.map((i) => [i.value, i.label]);

describe('the site config matches the spec', () => {
  const home = pageConfig('home.json');
  const about = pageConfig('about.json');
  const careers = pageConfig('careers.json');
  const refund = pageConfig('refund.json');
  const terms = pageConfig('terms.json');
  const blockOf = <T extends Block['type']>(page: Page, type: T) => page.blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);

  it('home: the six compliance updates of the spec (29-Sep-2025 to 21-Oct-2025, GST Update / MCA / TDS) are entries of the updates collection, whose six newest the home timeline shows; eight deadlines computed from the compliance calendar', () => {
    const updates = config.collections!.find((c) => c.settings.name === 'updates')!;
    const spec = updates.entries.filter((e) => e.date! >= '2025-09-29' && e.date! <= '2025-10-21');
    expect(spec.map((e) => [e.date, e.category])).toEqual([
      ['2025-10-21', 'GST Update'],
      ['2025-10-16', 'TDS'],
      ['2025-10-10', 'MCA'],
      ['2025-10-06', 'GST Update'],
      ['2025-10-01', 'TDS'],
      ['2025-09-29', 'GST Update'],
    ]);
    // Spec §4: GST Update blue, MCA green, TDS purple, any other category the primary colour.
    expect(Object.fromEntries(updates.settings.categories!.map((c) => [c.name, c.color ?? 'brand']))).toEqual({
      'GST Update': 'blue',
      MCA: 'green',
      TDS: 'purple',
      'Income Tax': 'brand',
    });
    const [news] = blockOf(home, 'timeline');
    expect([news!.collection, news!.count, news!.staleAfterDays]).toEqual(['updates', 6, 60]);
    expect(news!.items!.map((i) => i.href)).toEqual(updates.entries.slice(0, 6).map((e) => e.path));
    const [deadlines] = blockOf(home, 'deadline-grid');
    // Fixed dates went stale ("Passed"); the cards now come from site-config/compliance-calendar.json.
    expect(deadlines!.source).toBe('calendar');
    expect(deadlines!.items).toBeUndefined();
    expect(deadlines!.calendar).toEqual({ count: 8 });
    const [banner] = blockOf(home, 'cta-banner');
    expect(banner!.actions.map((a) => [a.label, a.href])).toEqual([
      ['Schedule Consultation', '/contact'],
      ['View Enterprise Plans', '/about#partnership'],
    ]);
  });

  it('about: five milestones with three shown, ten portfolio items, four values, three team cards', () => {
    const [journey] = blockOf(about, 'timeline');
    expect(journey!.items!.map((i) => i.date)).toEqual(['2015', '2018', '2021', '2023', '2025']);
    expect(journey!.initiallyShown).toBe(3);
    const cards: Record<string, Extract<Block, { type: 'card-grid' }>> = Object.fromEntries(blockOf(about, 'card-grid').map((b) => [b.id ?? '', b]));
    expect(cards.portfolio!.cards).toHaveLength(10);
    expect(cards.portfolio!.actions![0]!.label).toBe('Explore All Services');
    expect(cards.values!.cards.map((c) => c.title)).toEqual(['Mission-Driven', 'Customer-Centric', 'Innovation', 'Excellence']);
    expect(cards.team!.cards).toHaveLength(3);
    expect(about.blocks.some((b) => b.id === 'partnership')).toBe(true);
  });

  it('careers: the six openings of spec §3, all full-time', () => {
    const [openings] = blockOf(careers, 'job-openings');
    expect(openings!.jobs!.map((j) => [j.title, j.department, j.location, j.experience, j.type])).toEqual([
      ['Senior Business Consultant', 'Consulting', 'Mumbai', '3-5 years', 'Full-time'],
      ['Full Stack Developer', 'Technology', 'Bangalore', '2-4 years', 'Full-time'],
      ['Customer Success Manager', 'Customer Success', 'Delhi', '1-3 years', 'Full-time'],
      ['Legal Associate', 'Legal', 'Chennai', '2-4 years', 'Full-time'],
      ['Digital Marketing Specialist', 'Marketing', 'Remote', '1-3 years', 'Full-time'],
      ['Business Development Executive', 'Sales', 'Pune', '1-2 years', 'Full-time'],
    ]);
  });

  it('refund: the six scenarios of spec §9 with their amounts and timelines, and five steps', () => {
    const [table] = blockOf(refund, 'table');
    expect(table!.rows.map((r) => [r[0], r[2], r[3]])).toEqual([
      ['Service not delivered', '100%', '7-14 days'],
      ['Duplicate or technical payment error', '100%', '3-5 days'],
      ['Service downgrade', 'Price difference', '7-10 days'],
      ['Government rejection', '0%', 'Not applicable'],
      ['Cancellation after work has started', '0%', 'Not applicable'],
      ['Cancellation before work starts', '80-90% minus processing fees', '5-7 days'],
    ]);
    expect(table!.rows.every((r) => r.length === table!.columns.length)).toBe(true);
    expect(blockOf(refund, 'steps')[0]!.steps).toHaveLength(5);
  });

  it('terms: twelve sections, last updated January 1, 2025', () => {
    const [policy] = blockOf(terms, 'policy-sections');
    expect(policy!.sections).toHaveLength(12);
    expect(formatLongDate(policy!.lastUpdated!)).toBe('1 January 2025');
  });
});

describe('the Hindi legal pages (issue 42)', () => {
  it.each(['privacy', 'terms', 'refund'])('/hi/%s says in its opening text that the English version prevails, and that text is current (not stale)', (page) => {
    const translation = JSON.parse(readFileSync(`site-config/translations/hi/pages/${page}.json`, 'utf8')) as Translation;
    const opening = translation.texts['blocks[hero].text']!;
    expect(opening.text).toMatch(/^यह हिन्दी अनुवाद आपकी सुविधा के लिए है; अंग्रेज़ी संस्करण और इस अनुवाद में कोई अंतर हो तो अंग्रेज़ी संस्करण ही मान्य होगा।/);
    expect(opening.fingerprint).toBe(fingerprint(blockOf(`/${page}`, 'hero').text!));
  });
});

describe('the site shell matches spec §2', () => {
  it('the header: About Us, then the six dropdowns word for word (ITR-1 to ITR-7 as seven items), the calendar and the tools in the two tax menus', () => {
    expect(menus.header.links).toEqual([{ label: 'About Us', href: '/about' }]);
    const calendar = { label: 'Compliance Calendar', href: '/compliance-calendar' };
    const group = (href: string, names: string[]) => names.map((label) => ({ label, href }));
    // Each item opens its group's page (spec §2) at the section that covers it, where one does (engine/menu-sections.ts).
    const pagesOnly = menus.header.dropdowns.map((d) => ({ ...d, items: d.items.map((i) => ({ ...i, href: i.href.startsWith(`${d.href}#`) ? d.href : i.href })) }));
    expect(pagesOnly).toEqual([
      {
        label: 'Incorporation',
        href: '/incorporation',
        overviewLabel: 'All incorporation services',
        items: group('/incorporation', [
          'Proprietorship',
          'Partnership',
          'One Person Company',
          'Limited Liability Partnership',
          'Private Limited Company',
          'Section 8 Company',
          'Trust Registration',
          'Public Limited Company',
          'Producer Company',
          'Indian Subsidiary',
        ]),
      },
      {
        label: 'Trademark',
        href: '/trademark',
        overviewLabel: 'All trademark services',
        items: group('/trademark', [
          'Trademark Registration',
          'Objection',
          'Certificate',
          'Opposition',
          'Hearing',
          'Rectification',
          'TM Infringement Notice',
          'Renewal',
          'Transfer',
          'Expedited TM Registration',
          'Logo Designing',
          'Design Registration',
          'Design Objection',
          'Copyright Registration',
          'Copyright Objection',
          'Patent Registration',
          'Trademark Protection',
        ]),
      },
      {
        label: 'Accounting',
        href: '/registrations',
        overviewLabel: 'All accounting services',
        items: group('/registrations', [
          'Bookkeeping',
          'Business Plan',
          'HR & Payroll',
          'Partnership Compliance',
          'Proprietorship Compliance',
          'FLA Return Filing',
          'FSSAI Return Filing',
          'PF Return Filing',
          'ESI Return Filing',
          'Professional Tax Return Filing',
        ]),
      },
      {
        label: 'Income Tax',
        href: '/income-tax',
        overviewLabel: 'All income tax services',
        items: [
          ...group('/income-tax', INCOME_TAX_SERVICES),
          calendar,
          { label: 'Income Tax Calculator', href: '/tools/income-tax-calculator' },
          { label: 'ITR Form Finder', href: '/tools/itr-form-finder' },
        ],
      },
      {
        label: 'GST Services',
        href: '/gst',
        overviewLabel: 'All GST services',
        items: [
          ...group('/gst', [
            'GST Registration',
            'Return Filing by Accountant',
            'NIL Return Filing',
            'E-Invoicing Software',
            'LUT Form',
            'Notice',
            'Annual Return (GSTR-9)',
            'Registration for Foreigners',
            'Invoicing & Filing Software',
            'Amendment',
            'Revocation',
            'GSTR-10',
            'Software for Accountants',
            'Virtual Office + GSTIN',
          ]),
          calendar,
          { label: 'GST Calculator', href: '/tools/gst-calculator' },
          { label: 'GST Late Fee Calculator', href: '/tools/gst-late-fee-calculator' },
          { label: 'GSTIN Checker', href: '/tools/gstin-checker' },
          { label: 'GST Registration Checker', href: '/tools/gst-registration-checker' },
        ],
      },
      {
        label: 'Payroll',
        href: '/payroll',
        overviewLabel: 'All payroll services',
        items: group('/payroll', ['HR & Payroll', ...PAYROLL_SERVICES]),
      },
    ]);
    expect(site.billing.signInLabel).toBe('Sign In To Billing Software');
  });

  it('the footer: twelve popular services, company and legal links, contacts in Chennai, four social links, the claims, the 2025 copyright', () => {
    expect(menus.footer.popularServices.map((l) => l.label)).toEqual([
      'GST Registration',
      'Company Registration',
      'Digital Signature',
      'PAN Card Download',
      'Trademark Status',
      'Trade License',
      'MSME Registration',
      'FSSAI License',
      'Partnership',
      'Limited Liability Partnership',
      'Copyright Registration',
      'Income Tax Filing',
    ]);
    expect(menus.footer.groups.map((g) => [g.title, g.links.map((l) => l.label)])).toEqual([
      // "Your Quote" (issue 40): the visitor's quote, reached from every page.
      ['Company', ['About Us', 'Careers', 'Contact Us', 'Your Quote', 'Compliance Calendar', 'Free Tax Tools', 'Compliance Updates', 'Guides']],
      ['Legal', ['Terms and Conditions', 'Privacy Policy', 'Refund Policy']],
    ]);
    expect(site.contact).toMatchObject({ phone: '+91 44 4000 1234', email: 'support@filingbridge.in' });
    expect(site.contact.address.addressLocality).toBe('Chennai');
    expect(site.social.map((s) => s.label)).toEqual(['Facebook', 'Twitter', 'Instagram', 'LinkedIn']);
    expect(site.footer.claims).toEqual(expect.arrayContaining(['ISO 27001 Certified', 'Government Approved']));
    expect(site.copyright).toContain('© 2025');
    expect([newsletter.fields[0]!.label, newsletter.submit!.label]).toEqual(['E-mail address', 'Subscribe']);
  });
});

describe('the company pages match spec §1–4, §8, §9', () => {
  it("home: the hero's button and its messages, six service cards with three Popular, the news dates, the enterprise banner", () => {
    const hero = blockOf('/', 'hero');
    expect(hero.primaryAction).toMatchObject({ label: 'Get Started Today', href: '/about#partnership' });
    expect(hero.primaryAction!.busyLabel ?? 'Processing...').toBe('Processing...');
    expect(hero.messages).toEqual({ success: "Thank you! We'll contact you soon.", failure: 'Failed to submit. Please try again.' });
    expect(hero.secondaryAction).toMatchObject({ label: 'Learn More', href: '#services' });
    const services = blockOf('/', 'service-grid', 'services').services;
    expect(services.map((s) => [s.title, s.badge ?? null])).toEqual([
      ['Incorporation', 'Popular'],
      ['Trademark', 'Popular'],
      ['Accounting', 'Popular'],
      ['Income Tax', null],
      ['GST Services', null],
      ['Payroll', null],
    ]);
    expect(blockOf('/', 'timeline', 'compliance-updates').items!.map((i) => formatYearOrDate(i.date))).toEqual([
      '25-Nov-2026',
      '29-Oct-2025',
      '21-Oct-2025',
      '16-Oct-2025',
      '10-Oct-2025',
      '06-Oct-2025',
    ]);
    expect(blockOf('/about', 'form', 'partnership').heading).toBe('Enterprise Partnerships');
  });

  it('about: heading, mission and vision, the four statistics, the milestones, values and team; its buttons', () => {
    expect(blockOf('/about', 'hero').heading).toBe('About FilingBridge');
    expect(titles(blockOf('/about', 'card-grid', 'mission').cards)).toEqual(['Our Mission', 'Our Vision']);
    expect(stats('/about')).toEqual([
      ['1L+', 'Happy Customers'],
      ['99%', 'Success Rate'],
      ['24/7', 'Support'],
      ['200+', 'Team Members'],
    ]);
    const journey = blockOf('/about', 'timeline', 'journey');
    expect(journey.items!.map((i) => i.title)).toEqual([
      'FilingBridge founded',
      '50,000+ clients served',
      'Online platform launched',
      '1L+ happy customers',
      'AI-powered compliance solutions',
    ]);
    expect([journey.showAllLabel, journey.showLessLabel]).toEqual(['See all {count} milestones', 'Show fewer milestones']);
    expect(blockOf('/about', 'rich-text', 'who-we-are').bullets).toHaveLength(5);
    expect(titles(blockOf('/about', 'card-grid', 'team').cards)).toEqual(['Certified Professionals', 'Legal Experts', 'Technology Team']);
    expect(blockOf('/about', 'cta-banner').actions!.map((a) => [a.label, a.href])).toEqual([
      ['Get Free Consultation', '#partnership'],
      ['Contact Our Team', '/contact'],
    ]);
    expect(blockOf('/about', 'hero').primaryAction).toMatchObject({ label: 'Get Started Today', href: '#partnership' });
  });

  it('careers: the four statistics, Apply Now, benefits and culture', () => {
    expect(stats('/careers')).toEqual([
      ['200+', 'Team Members'],
      ['8+', 'Office Locations'],
      ['95%', 'Employee Satisfaction'],
      ['1L+', 'Businesses Served'],
    ]);
    expect(blockOf('/careers', 'job-openings').apply!.label).toBe('Apply Now');
    expect(titles(blockOf('/careers', 'card-grid', 'benefits').cards)).toEqual(['Health & Wellness', 'Career Growth', 'Work-Life Balance', 'Recognition']);
    expect(titles(blockOf('/careers', 'card-grid', 'culture').cards)).toEqual(['Innovation', 'Collaboration', 'Learning', 'Impact']);
  });

  it('contact: three contact methods (live chat as a written message), six department e-mails, four offices, three FAQs', () => {
    const methods = blockOf('/contact', 'card-grid', 'contact-methods').cards;
    expect(titles(methods)).toEqual(['Phone', 'Email', 'Written Message']);
    expect(
      methods
        .flatMap((c) => c.details ?? [])
        .filter((d) => d.href)
        .map((d) => [d.text, d.href]),
    ).toEqual([
      ['+91 44 4000 1234', 'tel:+914440001234'],
      ['support@filingbridge.in', 'mailto:support@filingbridge.in'],
    ]);
    expect(methods[2]!.link).toEqual({ label: 'Write us a message', href: '#message' });
    expect(blockOf('/contact', 'card-grid', 'departments').cards.map((c) => [c.title, c.details![0]!.href])).toEqual([
      ['General Enquiries', 'mailto:info@filingbridge.in'],
      ['Technical Support', 'mailto:tech@filingbridge.in'],
      ['Sales & Partnerships', 'mailto:sales@filingbridge.in'],
      ['Customer Success', 'mailto:success@filingbridge.in'],
      ['Media & Press', 'mailto:press@filingbridge.in'],
      ['Careers', 'mailto:careers@filingbridge.in'],
    ]);
    const offices = blockOf('/contact', 'card-grid', 'offices').cards;
    expect(titles(offices)).toEqual(['Mumbai', 'Delhi', 'Bangalore', 'Chennai']);
    expect(offices[3]!.details![0]!.text).toContain('Anna Salai, Teynampet, Chennai');
    const faq = blockOf('/contact', 'faq').items;
    expect(faq).toHaveLength(3);
    expect(faq[1]!.answer).toContain('Hindi, English, Tamil, Telugu, Kannada and Bengali');
  });

  it('terms: Indian law, arbitration and courts in Mumbai, liability, prices inclusive of taxes, payment before delivery', () => {
    expect(blockOf('/terms', 'hero').heading).toBe('Terms and Conditions');
    const text = blockOf('/terms', 'policy-sections')
      .sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.bullets ?? [])])
      .join('\n');
    for (const fact of [
      'These Terms are governed by the laws of India.',
      'arbitration in Mumbai',
      'the courts at Mumbai have exclusive jurisdiction',
      'limited to the fees you paid us',
      'inclusive of taxes unless stated otherwise',
      'Payment must be completed before delivery of the service.',
    ])
      expect(text).toContain(fact);
    expect(blockOf('/terms', 'policy-sections').sections[10]!.heading).toBe('Governing Law and Disputes');
  });

  it('privacy: the nine sections, and retention of 7 years, 3 years and 30 days', () => {
    expect(blockOf('/privacy', 'hero').heading).toBe('Privacy Policy');
    const policy = blockOf('/privacy', 'policy-sections');
    expect(policy.sections.map((s) => s.heading)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'How We Protect Your Information',
      'Sharing With Third Parties',
      'Data Retention',
      'Forms, Enquiries and the Newsletter',
      'Your Rights Over Your Data',
      'Contact and Support',
      'Changes to This Policy',
    ]);
    const retention = policy.sections[4]!.bullets!.join('\n');
    for (const fact of ['up to 7 years after your service is completed', 'inactive for more than 3 years are archived and anonymized', "30 days' notice"])
      expect(retention).toContain(fact);
  });

  it('refund: caption and columns, the notes, special circumstances and Start Refund Request', () => {
    const table = blockOf('/refund', 'table', 'eligibility');
    expect(table.caption).toBe('Refund amount and timeline for each situation');
    expect(table.columns).toEqual(['Situation', 'Description', 'Refund Amount', 'Timeline']);
    const notes = blockOf('/refund', 'rich-text', 'notes').bullets!.join('\n');
    expectContainsAll(notes, [
      'reviewed within 24-48 hours',
      '3-14 business days',
      'refund e-mails within 24-48 hours',
      'Government fees and third-party costs (such as courier and notarization charges) are non-refundable',
    ]);
    expect(blockOf('/refund', 'rich-text', 'special-circumstances').heading).toBe('Special Circumstances');
    expect(blockOf('/refund', 'cta-banner').actions!.map((a) => [a.label, a.href])).toEqual([['Start Refund Request', '#refund-request']]);
  });

  it('refund: the GST Assured plan\'s money-back promise is the stated exception to "Government rejection: 0%", and the form offers it as a reason', () => {
    const assured = blockOf('/gst', 'pricing-cards').plans.find((p) => p.name === 'Assured')!;
    expect(assured.description).toBe('Registration guaranteed, or your money back.');
    const rejection = blockOf('/refund', 'table', 'eligibility').rows.find((r) => r[0] === 'Government rejection')!;
    expect(rejection[2]).toBe('0%');
    expect(rejection[1]).toContain('Exception: the GST Registration Assured plan');
    const promise = blockOf('/refund', 'rich-text', 'money-back').paragraphs!.join('\n');
    expect(promise).toContain('registration guaranteed, or your money back');
    expect(promise).toContain('(/gst#pricing)');
    expect(promise).toContain('we refund the price you paid for the plan in full');
    const reason = blockOf('/refund', 'form', 'refund-request').fields.find((f) => f.name === 'reason')!;
    expect(reason.type === 'select' && reason.options).toContain('GST Assured plan: registration not granted');
    expect(promise).toContain('GST Assured plan: registration not granted');
  });
});
