// The service pages of the site config against the spec's facts: plans and prices, services in the spec's
// order, the info pages' figures, the service pages' forms (split from content-facts.test.ts).
import { describe, expect, it } from 'vitest';
import { formatINR } from '../../engine/format.ts';
import { blockOf, pageAt } from '../e2e/site.ts';
import { INCOME_TAX_SERVICES, PAYROLL_SERVICES } from './spec-services.ts';

describe('the service pages match spec §2, §4, §9', () => {
  const priced = (path: string) => blockOf(path, 'pricing-cards').plans.map((p) => [p.name, `₹${formatINR(p.price)}`]);
  const text = (path: string) => JSON.stringify(pageAt(path).blocks);
  const services = (path: string) => blockOf(path, 'service-grid', 'services').services.map((s) => s.title);
  const steps = (path: string, id = 'process') => blockOf(path, 'steps', id).steps.map((s) => s.title);

  it('/trademark: three plans + GST, the government fee, the journey and the statuses, two tabs', () => {
    expect(blockOf('/trademark', 'pricing-cards').plans.map((p) => [p.name, `₹${formatINR(p.price)}`, p.gst])).toEqual([
      ['Trademark Software', '₹2,899', 'plus'],
      ['Individual / MSME', '₹5,988', 'plus'],
      ['Other Entities', '₹11,988', 'plus'],
    ]);
    // The government fee comes from government-fees.json (₹4,500 for an individual's e-filing), already in the MSME plan's price.
    expect(blockOf('/trademark', 'pricing-cards').plans[1]!.governmentFees).toEqual([{ fee: 'trademark-application', cases: ['e-filing-individual'], included: true }]);
    expect(steps('/trademark', 'journey')).toEqual(['Filed', 'Examination', 'Publication', 'Opposition', 'Registration', 'Certificate']);
    for (const figure of ['4 months', '18-24 months', '10 years', 'Opposition period']) expect(text('/trademark')).toContain(figure);
    expect(blockOf('/trademark', 'service-grid', 'statuses').services.map((s) => s.title)).toEqual([
      'Application Filed',
      'Under Examination',
      'Examination Report Issued',
      'Accepted & Advertised',
      'Opposition Period',
      'Registered',
    ]);
    expect(blockOf('/trademark', 'tabs').panels.map((p) => p.label)).toEqual(['Individuals & MSMEs', 'All Others']);
    expect(blockOf('/trademark', 'hero').heading).toBe('Trademark Registration');
  });

  it('/gst: three plans plus taxes with their promises, three tabs, the forms start GST enquiries', () => {
    expect(blockOf('/gst', 'pricing-cards').plans.map((p) => [p.name, `₹${formatINR(p.price)}`, p.gst])).toEqual([
      ['Basic', '₹1,999', 'plus'],
      ['Assured', '₹7,899', 'plus'],
      ['With Virtual Office', '₹25,899', 'plus'],
    ]);
    const [, assured, office] = blockOf('/gst', 'pricing-cards').plans;
    for (const promise of ['14-day registration guarantee', 'ARN in 24 hours', 'Money-back guarantee']) expect(assured!.features.join('\n')).toContain(promise);
    for (const promise of ['Virtual office for 11 months', 'GST software for 1 year']) expect(office!.features.join('\n')).toContain(promise);
    expect(blockOf('/gst', 'tabs').panels.map((p) => p.label)).toEqual(['New Registration', 'New State', 'Foreign Entity']);
    expect(blockOf('/gst', 'form', 'gst-state-form').action).toMatchObject({ service: 'GST Registration – New State' });
    expect(blockOf('/gst', 'hero').heading).toBe('GST Registration');
    expect(blockOf('/income-tax', 'hero').heading).toBe('Income Tax Filing');
  });

  it('/registrations, /income-tax and /payroll: the services in the spec order, each with ADD; payroll titled LEDGERS', () => {
    expect(services('/registrations')).toEqual([
      'FSSAI Registration',
      'UDYAM Registration',
      'Professional Tax Registration',
      'Marriage Registration',
      'APEDA Registration',
      'FSSAI Renewal',
      '12A and 80G Registration',
      'Halal Certification',
      'Startup India Registration',
      'Barcode Registration',
      'FSSAI License',
      'ICEGATE Registration',
      '12A Registration',
      '80G Registration',
      'Trust Registration',
      'RCMC Registration',
      'BIS Certification',
      'Darpan Registration',
      'Partnership Firm Registration',
      'Society Registration',
    ]);
    expect(text('/registrations')).toContain('100 barcodes for 2 years');
    expect(services('/income-tax')).toEqual(INCOME_TAX_SERVICES);
    expect(services('/payroll')).toEqual(PAYROLL_SERVICES);
    for (const path of ['/registrations', '/income-tax', '/payroll']) expect(blockOf(path, 'service-grid', 'services').action).toMatchObject({ type: 'enquire', label: 'ADD' });
    expect(blockOf('/payroll', 'hero').heading).toBe('LEDGERS');
    expect(text('/payroll')).toContain('up to 20 employees');
  });

  it('the info pages: prices and figures', () => {
    const prices: Record<string, [string, string][]> = {
      '/digital-signature': [
        ['Class 2 DSC', '₹1,899'],
        ['Class 3 DSC', '₹3,499'],
      ],
      '/copyright-registration': [
        ['Literary Work', '₹4,999'],
        ['Artistic Work', '₹3,999'],
        ['Software', '₹7,999'],
      ],
      '/pan-card-download': [
        ['New PAN', '₹199'],
        ['PAN Correction', '₹299'],
        ['PAN Reprint', '₹149'],
        ['e-PAN', '₹99'],
      ],
      '/trademark-status': [
        ['Trademark Registration', '₹6,999'],
        ['Trademark Search', '₹1,999'],
        ['Trademark Renewal', '₹8,999'],
      ],
      '/trade-license': [
        ['New Trade License', '₹3,999'],
        ['Trade License Renewal', '₹2,999'],
      ],
      '/company-registration': [
        ['Private Limited Company', '₹7,999'],
        ['One Person Company', '₹6,999'],
        ['Public Limited Company', '₹12,999'],
      ],
      '/fssai-license': [
        ['Basic Registration', '₹2,999'],
        ['State License', '₹4,999'],
        ['Central License', '₹7,999'],
      ],
    };
    for (const [path, plans] of Object.entries(prices)) expect(priced(path), path).toEqual(plans);
    const figures: [string, string[]][] = [
      ['/digital-signature', ['2 years']],
      ['/copyright-registration', ['4-6 months']],
      ['/pan-card-download', ['15-20 days', '24-48 hours']],
      ['/trademark-status', ['Accepted & Advertised']],
      ['/company-registration', ['15-20 days', 'Minimum 2 shareholders and 2 directors']],
      ['/fssai-license', ['Annual turnover up to 12 lakh', 'Annual turnover 12 lakh to 20 crore', 'Annual turnover above 20 crore']],
      ['/limited-liability-partnership', ['Minimum 2 partners', '15-20 days']],
      // The spec's seed says 2-20 (the Companies Act, 1956); the page states today's law: at most 50 partners
      // (Companies Act, 2013, section 464, with rule 10 of the Companies (Miscellaneous) Rules, 2014).
      ['/partnership', ['2-50 partners', '7-10 days']],
    ];
    for (const [path, facts] of figures) for (const fact of facts) expect(text(path), path).toContain(fact);
    expect(steps('/company-registration')).toEqual(['Name approval', 'DSC and DIN', 'SPICe+', 'MOA and AOA', 'Certificate', 'Compliance']);
    expect(steps('/limited-liability-partnership')).toEqual(['Name reservation', 'DSC and DIN', 'FiLLiP', 'Agreement', 'Certificate']);
    expect(blockOf('/msme-registration', 'hero').heading).toBe('MSME (Udyam) Registration');
    expect(steps('/msme-registration')).toHaveLength(5);
  });

  it('the service-page forms: entity types with Company first, seven ITR forms from ITR 1, their buttons and enquiry services', () => {
    const register = blockOf('/incorporation', 'form', 'register');
    expect(register.fields!.find((f) => f.name === 'entityType')).toMatchObject({ options: ['Company', 'LLP', 'OPC', 'Proprietorship', 'Partnership'], default: 'Company' });
    expect([register.submit!.label, register.action!.type]).toEqual(['Register', 'quote']);
    const itr = blockOf('/income-tax', 'form', 'file-itr');
    expect(itr.fields!.find((f) => f.name === 'itrType')).toMatchObject({ options: ['ITR 1', 'ITR 2', 'ITR 3', 'ITR 4', 'ITR 5', 'ITR 6', 'ITR 7'], default: 'ITR 1' });
    expect([itr.submit!.label, itr.action!.type === 'enquire' && itr.action!.service]).toEqual(['Request ITR Filing', 'Income Tax Return Filing']);
    expect([blockOf('/pan-card-download', 'form', 'download').submit!.label, blockOf('/trademark-status', 'form', 'check').submit!.label]).toEqual([
      'Request My e-PAN',
      'Request Status Check',
    ]);
  });
});
