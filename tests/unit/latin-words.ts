// The Latin-script words a reader meets on a page of another language outside elements marked
// lang="en", less the names and codes written in Latin letters everywhere (the portals' form codes, the
// firm's name, a law's schedule numbers, web addresses): what is left is English the page should have
// translated or marked. Used by the Hindi pages' tests (interface-words, quote-hindi).
import { readdirSync, readFileSync } from 'node:fs';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { attr } from '../e2e/routes.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

// The calendar's form names ("Advance tax", "TDS payment", "LLP Form 11"): marked lang="en" in the text, but an
// attribute (a deadline's enquiry link's aria-label) cannot carry a mark, so there they are allowed as they are.
const FORM_NAMES = [...new Set((JSON.parse(readFileSync('site-config/compliance-calendar.json', 'utf8')) as { rules: { form: string }[] }).rules.map((r) => r.form))].sort(
  (a, b) => b.length - a.length,
);
// The job openings' titles (site-config/jobs/): English on purpose (docs/languages.md), marked lang="en" in the text,
// but in a Hindi screen-reader label ("Legal Associate के लिए अभी आवेदन करें", an aria-label) unmarked: allowed there.
const JOB_TITLES = readdirSync('site-config/jobs')
  .filter((name) => name.endsWith('.json'))
  .map((name) => (JSON.parse(readFileSync(`site-config/jobs/${name}`, 'utf8')) as { title: string }).title);
const withoutNames = (label: string, names: string[]) => [...names].sort((a, b) => b.length - a.length).reduce((text, name) => text.replaceAll(name, ' '), label);

/** The text a reader meets on the page outside elements marked lang="en": text nodes and the labels of aria-label, title, placeholder, alt (less the names given, which a label cannot mark). */
function textOutsideEnglish(html: string, namesInLabels: string[]): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#text') return void parts.push((node as DefaultTreeAdapterMap['textNode']).value);
    if (!('tagName' in node)) return void ('childNodes' in node && node.childNodes.forEach(walk));
    const el = node as Element;
    if (['script', 'style', 'head'].includes(el.tagName) || attr(el, 'lang') === 'en' || attr(el, 'aria-hidden') === 'true') return;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) if (attr(el, name)) parts.push(withoutNames(attr(el, name)!, namesInLabels));
    const children = el.tagName === 'template' ? (el as DefaultTreeAdapterMap['template']).content.childNodes : el.childNodes;
    children.forEach(walk);
  };
  walk(parse(html) as unknown as Node);
  return parts.join(' ');
}

// Names and the codes the portals and laws write in Latin letters — allowed on a Hindi page as they are.
const NAMES_AND_CODES = new Set([
  ...['FilingBridge', 'WhatsApp', 'Facebook', 'Twitter', 'Instagram', 'LinkedIn', 'UPI', 'Atom', 'ISO', 'IST', 'Google', 'Apple', 'Outlook', 'ics'],
  ...['GST', 'GSTIN', 'PAN', 'TAN', 'CIN', 'DIN', 'DSC', 'ARN', 'MOA', 'AOA', 'LUT', 'NIL', 'ITR', 'TDS', 'TCS', 'CGST', 'SGST', 'IGST'],
  ...['AOP', 'BOI', 'ECR', 'UAN', 'KYC', 'LEDGERS', 'SPICe+', 'RUN', 'MCA', 'CBDT', 'QRMP', 'IFF', 'AGM', 'FY'],
  ...['PF', 'EPFO', 'ESI', 'ESIC', 'LLP', 'OPC', 'MSME', 'Udyam', 'FiLLiP'],
  // Agencies and portals by their own names: the GST and customs board, the food regulator, the standards bureau, the
  // TDS and tax-payment portals, the PAN agencies (Protean, formerly NSDL e-Gov, and UTIITSL), the export bodies and
  // their certificate (APEDA, RCMC), the barcode body (GS1), the NITI Aayog's NGO portal (NGO Darpan).
  ...['CBIC', 'FSSAI', 'BIS', 'TRACES', 'ICEGATE', 'Protean', 'NSDL', 'UTIITSL', 'APEDA', 'RCMC', 'GS1', 'NGO', 'Darpan'],
  // Numbers and forms as the portals write them: the LLP's number, the Udyam number's prefix, the e-PAN, the tax challan
  // (ITNS 281), the goods' code (HSN), the annual information statement (AIS), the status HUF and "Tax deferred on ESOP"
  // as the ITR forms write them, the MCA's web forms (e-MoA, e-AoA, AGILE-PRO-S), a rate notification's "-CT" (9/2025-CT).
  ...['LLPIN', 'UDYAM', 'e-PAN', 'ITNS', 'HSN', 'AIS', 'HUF', 'ESOP', 'e-MoA', 'e-AoA', 'AGILE-PRO-S', 'CT'],
]);
// Also the portals' form codes (GST REG-01, DRC-03, the MCA's INC-33, the trade marks registry's TM-A), a law's
// schedule numbers and letters as the law and the Gazette write them (अनुसूची II, तालिका A(I),
// G.S.R. 48(E)) and a GSTIN (the checker's example).
const CODE =
  /^(\d+[A-Z]{1,3}|GSTR-\d+[A-Z]?|(REG|DRC|INC)-\d+[A-Z]?|TM-[A-Z]|ITR-\d|\d*CA-\d+CB|\d+C[AB](-\d+C[BD])?|PMT-\d+|MGT-\d+[A-Z]?|AOC-\d+|ABCDE\d+F|[IVX]{1,4}|[A-Z]|[a-z]|\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d])$/;
// The business's own address and e-mail addresses, written as the post office and the mail server know them.
// A web address written out (a quote's address to share, a source's site named as "mca.gov.in") too.
const ADDRESS = /https?:\/\/\S+|\b[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:in|com|org|pub|net)\b|\S+@\S+|No\. 12, Anna Salai, Teynampet, Chennai, Tamil Nadu 600018/g;

/** The Latin-script words left; `namesInLabels`: English names allowed inside labels (the calendar's form names and the job titles unless given). */
export function latinWords(html: string, namesInLabels: string[] = [...FORM_NAMES, ...JOB_TITLES]): string[] {
  const words =
    textOutsideEnglish(html, namesInLabels)
      .replace(ADDRESS, ' ')
      .match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9+-]*/g) ?? [];
  // A code joined to a Hindi word by a hyphen ("GST-रजिस्टर्ड") is the code.
  return words.map((w) => w.replace(/-$/, '')).filter((w) => !NAMES_AND_CODES.has(w) && !CODE.test(w));
}
