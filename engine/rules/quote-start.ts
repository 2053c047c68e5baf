// A form that starts the visitor's quote (a form block's "quote" action, /incorporation's Register): the
// choice picks the service (and plan), the state typed freely is recognised (state-match.ts), and the
// proposed name goes with it. Pure: the form block renders the form's hidden fields with it, the render
// bundle lists these forms for the server, and the server turns a post into a quote item — or, when the
// state is not recognised, into the same form again with every answer kept and the list to choose from.
import type { FormBlock, FormBlockQuoteAction } from '../generated/config.ts';
import { quoteItemId, quoteMessage, type QuoteItem, type QuoteMessages } from './quote.ts';
import { matchState, stateLabel, type StateNames } from './state-match.ts';

/** The `do` of a post that starts a quote (POST /quote/items). */
export const QUOTE_START = 'start';
/** The hidden field naming the form a start came from: its page and key ("/incorporation#1"). */
export const QUOTE_FORM_FIELD = 'from';
/** The list a visitor chooses their state from when what they typed was not recognised. */
export const STATE_PICK_FIELD = 'stateCode';

/** A form that starts a quote, as the server needs it. */
export interface QuoteStartForm {
  /** The page it is on and its render key: where a post that needs an answer is shown again. */
  path: string;
  key: string;
  /** Its fields' names, to show the answers again. */
  fields: string[];
  chooseBy: string;
  /** The catalog id of each choice ("Company" → "company-registration.private-limited-company"). */
  services: Record<string, string>;
  stateField?: string;
  nameField?: string;
}

/** The form block's quote action as the server reads it. */
export function quoteStartForm(block: Pick<FormBlock, 'fields'> & { action: FormBlockQuoteAction }, path: string, key: string): QuoteStartForm {
  const { action } = block;
  return {
    path,
    key,
    fields: block.fields.map((f) => f.name),
    chooseBy: action.chooseBy,
    services: Object.fromEntries(action.services.map((s) => [s.option, quoteItemId(s.service, s.plan)])),
    ...(action.stateField ? { stateField: action.stateField } : {}),
    ...(action.nameField ? { nameField: action.nameField } : {}),
  };
}

/** A choice list shown with the field it completes (the states, under the state typed that was not recognised). */
export interface FormPick {
  name: string;
  /** The field the list completes: it is shown under that field's message and described by it. */
  field?: string;
  label: string;
  placeholder: string;
  options: { value: string; label: string; english?: boolean }[];
}

export type StartResult =
  | { ok: true; item: QuoteItem }
  | {
      ok: false;
      /** The visitor's answers, as sent. */
      values: Record<string, string>;
      /** Messages by field name. */
      errors: Record<string, string>;
      pick?: FormPick;
    };

/**
 * The quote item a start post asks for: the choice's service, the state (chosen from the list, or typed
 * and recognised) and the proposed name. A choice the form does not offer, or a state not recognised,
 * gives the form back with a message and, for the state, the list — nothing the visitor typed is dropped.
 */
export function startQuoteItem(
  post: Record<string, string>,
  form: QuoteStartForm,
  states: readonly StateNames[],
  language: string,
  messages?: Partial<QuoteMessages>,
): StartResult {
  const values = Object.fromEntries(form.fields.map((name) => [name, post[name] ?? '']));
  const choice = values[form.chooseBy] ?? '';
  const id = form.services[choice];
  const errors: Record<string, string> = {};
  if (!id) errors[form.chooseBy] = quoteMessage(messages, 'chooseOption', { options: Object.keys(form.services).join(', ') });
  let state: string | undefined;
  const picked = post[STATE_PICK_FIELD] ?? '';
  const typed = form.stateField ? (values[form.stateField] ?? '').trim() : '';
  let pick: FormPick | undefined;
  if (picked && states.some((s) => s.code === picked)) state = picked;
  else if (form.stateField && (typed || picked)) {
    state = typed ? matchState(typed, states) : undefined;
    if (!state) {
      errors[form.stateField] = quoteMessage(messages, 'stateNotFound', { value: typed.length > 40 ? `${typed.slice(0, 40)}…` : typed });
      pick = {
        name: STATE_PICK_FIELD,
        field: form.stateField,
        label: quoteMessage(messages, 'stateList'),
        placeholder: quoteMessage(messages, 'statePlaceholder'),
        options: states
          .map((s) => ({ value: s.code, ...stateLabel(s, language) }))
          .sort((a, b) => a.label.localeCompare(b.label, language))
          .map(({ value, label, english }) => ({ value, label, ...(english && language !== 'en' ? { english: true } : {}) })),
      };
    }
  }
  if (!id || Object.keys(errors).length) return { ok: false, values, errors, ...(pick ? { pick } : {}) };
  const name = form.nameField ? (values[form.nameField] ?? '').trim() : '';
  return { ok: true, item: { id, quantity: 1, ...(state ? { state } : {}), ...(name ? { detail: name } : {}) } };
}
