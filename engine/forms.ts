// The forms the site can send, shared by the server (which routes and validates them) and the
// browser form block (which posts to them). Each name matches a payload schema,
// schemas/forms/<name>.schema.json, whose generated type is `<Name>Payload` in engine/generated/config.ts.
export const FORMS = {
  'partnership-request': { endpoint: '/api/partnership' },
  'contact-message': { endpoint: '/api/contact' },
  'careers-interest': { endpoint: '/api/careers' },
  'newsletter-signup': { endpoint: '/api/newsletter' },
  'refund-request': { endpoint: '/api/refund' },
  'service-enquiry': { endpoint: '/api/enquiry' },
  /** The quote page's one lead with every item (server/quote/ adds the reference and the total it works out). */
  'quote-request': { endpoint: '/api/quote' },
} as const;

export type FormName = keyof typeof FORMS;

export const FORM_NAMES = Object.keys(FORMS) as FormName[];

/** The path of a form's payload schema, relative to schemas/. */
export function formSchemaFile(form: FormName): string {
  return `forms/${form}.schema.json`;
}

/** Request headers the form block sends with every submission. */
export const FORM_HEADERS = {
  /** A fresh random key per submission attempt; a retry or double click reuses it so only one lead is stored. */
  idempotencyKey: 'Idempotency-Key',
  /** Milliseconds between the form appearing and the submit; very fast submissions are flagged as suspected spam. */
  elapsedMs: 'X-Form-Elapsed-Ms',
} as const;

/** The hidden spam-trap field every form schema allows; people never fill it in. */
export const HONEYPOT_FIELD = 'website';

/** The hidden field of every form that says which form on which page a plain HTML post came from ("/about#4"). */
export const ORIGIN_FIELD = '_origin';

/** The footer newsletter's form key (a block's key is its position on the page). */
export const NEWSLETTER_KEY = 'newsletter';

/** The field every sending form carries with its page's language (site.json "languages": "hi"); the server answers in it and stores it with the lead. */
export const LANGUAGE_FIELD = '_language';

/** Where the browser finds a translated language's form messages: "/form-words/hi.json" (written by the build, engine/form-words.ts). */
export const browserWordsFile = (code: string) => `/form-words/${code}.json`;
