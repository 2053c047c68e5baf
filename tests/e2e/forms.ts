// The one helper for the form specs (forms.spec.ts, forms-no-js.spec.ts): a form block of the live
// config with its words (labels, buttons, messages) taken from site-config/ and its validation messages
// computed by the form block's own validateValues (the schema titles in schemas/forms/), plus filling a
// form by field name, the stored leads, and the page helpers every form test needs.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import { validateValues } from '../../blocks/form/values.ts';
import type { FormBlock } from '../../engine/generated/config.ts';
import { blockOf, newsletter } from './site.ts';

export const DATA_DIR = join('.tmp', 'e2e-data');

/** Leads stored for a form whose payload has this e-mail address (the server commits before answering 201). */
export function leadsFor(form: string, email: string): Record<string, unknown>[] {
  const db = new DatabaseSync(join(DATA_DIR, 'leads.db'), { readOnly: true });
  try {
    const rows = db.prepare("SELECT payload FROM leads WHERE form = ? AND json_extract(payload, '$.email') = ? ORDER BY created_at").all(form, email) as { payload: string }[];
    return rows.map((r) => JSON.parse(r.payload) as Record<string, unknown>);
  } finally {
    db.close();
  }
}

export const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The form island around the section with this anchor, hydrated (it loads on the first interaction). */
export async function hydratedForm(page: Page, anchor: string): Promise<{ island: Locator; form: Locator }> {
  const island = page.locator('[data-island="form"]', { has: page.locator(`#${anchor}`) });
  await island.locator('input:not([type=hidden]):not([tabindex="-1"]), textarea, select').first().focus();
  await expect(island).toHaveAttribute('data-hydrated', '');
  return { island, form: island.locator('form') };
}

/** Counts requests to an API path; the route handler decides the answer. */
export function countRequests(page: Page, path: string) {
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) requests.push(r);
  });
  return requests;
}

export async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

export const toasts = (page: Page) => page.locator('section[aria-label="Notifications (Alt+T)"] li[data-toast-id]');

export type Values = Record<string, string | boolean>;

/** A form of the live site: its block, words and how to fill it. */
export interface SiteForm {
  block: FormBlock;
  label(name: string): string;
  option(name: string, index: number): string;
  submit: string;
  busy: string | undefined;
  success: string;
  failure: string;
  /** Fills the fields named in `values` (text typed, selects chosen, checkboxes ticked). */
  fill(form: Locator, values: Values): Promise<void>;
  /** The messages the form shows for these values, in field order (empty when it may be sent). */
  errors(values: Values): string[];
}

export function siteForm(block: FormBlock): SiteForm {
  const field = (name: string) => {
    const found = block.fields.find((f) => f.name === name);
    if (!found) throw new Error(`the form ${block.id ?? block.form} has no field "${name}"`);
    return found as typeof found & { options?: string[] };
  };
  return {
    block,
    label: (name) => field(name).label,
    option: (name, index) => field(name).options![index]!,
    submit: block.submit.label,
    busy: block.submit.busyLabel,
    get success() {
      if (!block.messages) throw new Error(`the form ${block.id} has no messages`);
      return block.messages.success;
    },
    get failure() {
      if (!block.messages) throw new Error(`the form ${block.id} has no messages`);
      return block.messages.failure;
    },
    async fill(form, values) {
      for (const [name, value] of Object.entries(values)) {
        const f = field(name);
        const box = form.getByLabel(f.label);
        if (f.type === 'select') await box.selectOption(String(value));
        else if (f.type === 'checkbox') await box.setChecked(Boolean(value));
        else await box.fill(String(value));
      }
    },
    errors(values) {
      const found = validateValues(block, values);
      return block.fields.map((f) => found[f.name]).filter((m): m is string => Boolean(m));
    },
  };
}

/** The form block with `id` on the page at `path`. */
export const formAt = (path: string, id: string) => siteForm(blockOf(path, 'form', id) as FormBlock);
/** The footer newsletter, as the layout renders it. */
export const newsletterForm = () => siteForm(newsletter as FormBlock);

/** The partnership request on /about, the form most checks use, and a full set of answers for it. */
export const partnership = formAt('/about', 'partnership');
export function partnershipAnswers(email: string, extra = true): Values {
  const base = { firstName: 'Asha', lastName: 'Rao', company: 'Rao Foods Pvt Ltd', email };
  if (!extra) return base;
  return {
    ...base,
    phone: '+91 98765 43210',
    industry: partnership.option('industry', 2),
    size: partnership.option('size', 2),
    message: 'We run 40 outlets and need GST filings for all of them.',
  };
}
