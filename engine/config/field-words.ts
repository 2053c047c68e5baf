// The editor's wording of the validator's problems. The checks produce one problem each (where: the
// file and the JSON path of the value; what: `message`, and for the common checks `what` as data);
// `npm run validate` prints it for developers as file:line with JSON names, the editor words the same
// problem with the labels on its screen: "Price plans, plan 2 'Assured': Price in rupees must be a
// number such as 1999". Runs in the browser and in Node (tests).
import type { Problem } from './problems.ts';
import { resolve, type SchemaFiles, type SchemaObject } from './schema-model.ts';

type JsonPath = (string | number)[];

export interface EditorWording {
  /** Where, in the screen's words ("Price plans, plan 2 'Assured'"); empty for the page's own fields. */
  place: string;
  /** The label of the field at fault ("Price in rupees"). */
  label: string;
  /** The message shown under the field. */
  field: string;
  /** The line in the list of problems: place, label and message. */
  full: string;
}

interface Step {
  schema: SchemaObject;
  fileKey: string;
}

/** The schema at each step of `path` (index 0 is the file's), following $refs, block kinds and "text or group" choices. */
function stepsOf(files: SchemaFiles, rootKey: string, data: unknown, path: JsonPath): (Step | undefined)[] {
  const root = files.get(rootKey);
  if (!root) return [];
  let step: Step | undefined = resolve(root, rootKey, files);
  const steps: (Step | undefined)[] = [step];
  let value = data;
  for (const seg of path) {
    value = (value as Record<string | number, unknown> | undefined)?.[seg];
    if (!step) {
      steps.push(undefined);
      continue;
    }
    const s: SchemaObject = step.schema;
    const next =
      typeof seg === 'number'
        ? (s.items as SchemaObject | undefined)
        : ((s.properties as Record<string, SchemaObject> | undefined)?.[seg] ??
          (typeof s.additionalProperties === 'object' ? (s.additionalProperties as SchemaObject) : undefined));
    if (!next) {
      step = undefined;
      steps.push(undefined);
      continue;
    }
    step = resolve(next, step.fileKey, files);
    const branches = (step.schema.oneOf ?? step.schema.anyOf) as SchemaObject[] | undefined;
    if (Array.isArray(branches)) {
      const type = (value as { type?: unknown } | undefined)?.type;
      const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
      const from: string = step.fileKey;
      const resolved = branches.map((b) => resolve(b, from, files));
      step = resolved.find((b) => (b.schema.properties as Record<string, SchemaObject> | undefined)?.type?.const === type) ?? resolved.find((b) => b.schema.type === kind) ?? step;
    }
    steps.push(step);
  }
  return steps;
}

const titleOf = (step: Step | undefined): string | undefined => (typeof step?.schema.title === 'string' ? step.schema.title : undefined);

/** The name an item goes by on the screen (its name, question, title …), as in the editor's list summaries. */
function nameOfItem(item: unknown): string | undefined {
  // A list of texts (a page's addresses): the text itself.
  if (typeof item === 'string') return item.trim() && item.length <= 40 ? item : undefined;
  if (!item || typeof item !== 'object') return undefined;
  for (const k of ['name', 'label', 'title', 'question', 'heading']) {
    const v = (item as Record<string, unknown>)[k];
    if (typeof v === 'string' && v.trim()) return v.length > 40 ? `${v.slice(0, 40)}…` : v;
  }
  return undefined;
}

/** "Price plans, plan 2 'Assured'" for the path of a value (without the field itself). */
export function placeOnScreen(files: SchemaFiles, rootKey: string, data: unknown, path: JsonPath): { place: string; label: string } {
  const steps = stepsOf(files, rootKey, data, path);
  const words: string[] = [];
  let value = data;
  let label = '';
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    value = (value as Record<string | number, unknown> | undefined)?.[seg];
    const step = steps[i + 1];
    if (typeof seg === 'number') {
      const title = titleOf(step);
      const isBlock = path[i - 1] === 'blocks';
      const name = nameOfItem(value);
      if (isBlock) words.push(title ?? 'Section');
      else words.push(`${(title ?? 'item').toLowerCase()} ${seg + 1}${name ? ` '${name}'` : ''}`);
      label = '';
    } else if (i === path.length - 1) {
      label = titleOf(step) ?? seg;
    } else if (typeof path[i + 1] !== 'number' && path[i + 1] !== undefined) {
      // A group of fields (a button, a link): named by its title.
      const title = titleOf(step);
      if (title) words.push(title);
    }
  }
  return { place: words.join(', '), label: label.replace(/ \(optional\)$/, '') };
}

/** Block type names in a developer message become the sections' names on the screen. */
function blockTitles(files: SchemaFiles): Map<string, string> {
  const titles = new Map<string, string>();
  for (const [key, schema] of files) {
    const type = (schema.properties as Record<string, SchemaObject> | undefined)?.type?.const;
    if (key.startsWith('blocks/') && typeof type === 'string' && typeof schema.title === 'string') titles.set(type, schema.title);
  }
  return titles;
}

const quote = (v: unknown) => (typeof v === 'string' ? `"${v}"` : String(v));

/** The words of developer-only messages the editor's screens do not use, and the editor's for them. */
const PLAIN: [RegExp, string | ((...m: string[]) => string)][] = [
  [/set "id": "([^"]+)" on the section/g, (_m, id) => `write "${id}" as the Section anchor of the section`],
  // File names in site-config/ become the screens' names (the command line keeps the file names).
  [/(?:[^\s"]*\/)?site-config\/pages\/[\w.-]+\.json/g, 'another page'],
  [/site-config\/pages\//g, 'the pages'],
  [/site-config\/collections\.json/g, 'Updates & guides'],
  [/site-config\/images\//g, "the site's pictures folder"],
  [/site-config\/rules\/([\w-]+)\.json/g, (_m, name) => `the tax table “${name}”`],
  [/site-config\/([\w-]+)\//g, (_m, name) => `${name} (Updates & guides)`],
  [/navigation\.json \/ site\.json/g, 'Menus / Site facts'],
  [/navigation\.json/g, 'Menus'],
  [/site\.json/g, 'Site facts'],
  [/, but it is null/g, ', but it is empty'],
  [/a page's "paths"/g, "a page's Addresses"],
  [/the placeholder written by new-page/g, 'the sample text of a new page'],
  [/"group" is missing/g, 'Footer group is empty'],
  [/Write true/g, 'Choose Yes'],
  [/\{ "label": …, "href": … \}/g, 'a link (its text and its address)'],
  [/"monthsAfter"|monthsAfter/g, 'months after'],
  [/"periodMonths"|periodMonths/g, 'months in a period'],
  [/give it a "menu" entry/g, 'fill in its Menu entry (in the Page fields)'],
];

/** File names and developer commands in the schemas' help texts, and the editor's words for them. */
const HELP_FILES: [RegExp, string][] = [
  [/\{ "label": …, "href": … \}/g, 'a link (its text and its address)'],
  [/site\.json \("privacy" → "grievanceOfficer"\)/g, 'Site facts (Privacy notice → Grievance officer)'],
  [/, described in schemas\/forms\/<name>\.schema\.json/g, ''],
  [/`npm run validate` lists the accepted names when one is not/g, 'the list of problems names the accepted ones when one is not'],
  [/by its name in site-config\/collections\.json \(its entries are the files in site-config\/<name>\/\)/g, 'by its name in Collections'],
  [/in site-config\/collections\.json/g, 'in Collections'],
  [/inside site-config\/images\//g, "in the site's pictures folder"],
  [/the folder site-config\/images\//g, "the site's pictures folder"],
  [/ \(""\)/g, ''],
];

type Rule = [RegExp, string | ((...m: string[]) => string)];
const cap = (word: string, like: string) => (like[0] === like[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word);

/**
 * true and false in the screen's words (after field names are replaced): the page editor shows a yes/no
 * field as Yes / No choices, the forms as a tick box.
 */
function booleanRules(tick: boolean): Rule[] {
  return [
    [/unless "decorative" is true/g, 'unless the picture is only decoration'],
    // A tick box of the forms: "Ticked (true)" says it twice.
    [/ \((true|false)\)/g, ''],
    [/\b([Ww])rite true for ([^.]*?) and false for/g, (_m, w, what) => cap(tick ? `tick it for ${what}, leave it unticked for` : `choose Yes for ${what} and No for`, w!)],
    [/\b([Ww]rite|[Ss]et it to|[Ss]et to) true\b/g, (_m, w) => cap(tick ? 'tick it' : 'choose Yes', w!)],
    [/\b([Ww])hen true\b/g, (_m, w) => cap(tick ? 'when ticked' : 'when Yes is chosen', w!)],
    [/\btrue\/false\b/g, tick ? 'ticked or not' : 'Yes or No'],
    [/ is true\b/g, tick ? ' is ticked' : ' is Yes'],
    [/ is false\b/g, tick ? ' is not ticked' : ' is No'],
    [/\b(?:([Mm])ark it )?(“[^”]+”): true\b/g, (_m, m, name) => cap(tick ? `tick ${name}` : `choose Yes for ${name}`, m ?? 'c')],
  ];
}

/**
 * A schema's help text in the screen's words: a field named by its JSON key ("monthsAfter", quoted or not)
 * becomes its label on the screen (`names`: key → label, the nearest fields first), JSON examples become
 * plain lists (“GST Update” → “blue”), the developers' phrases (file names, true and false) the screens'
 * words, and the remaining quotes typographic ones. `values`: the field's own choices, shown as they are;
 * `tick`: yes/no fields are tick boxes (the forms), not Yes / No choices (the page editor). Both show help this way.
 */
export function helpInWords(
  text: string,
  names: ReadonlyMap<string, string>,
  { files, values = [], tick = false }: { files?: SchemaFiles; values?: readonly string[]; tick?: boolean } = {},
): string {
  // A choice of the field itself ("items" of a select offering items and calendar) stays as the choice shows.
  const label = (key: string) => (values.includes(key) ? undefined : names.get(key)?.replace(/ \(optional\)$/, ''));
  let out = text;
  for (const [pattern, replacement] of HELP_FILES) out = out.replace(pattern, replacement);
  out = out
    // A JSON object or list given as an example: { "a": "b", "c": "d" } → “a” → “b”, “c” → “d”; ["pan"] → “pan”.
    .replace(/\{\s*("[^"]*"\s*:\s*"[^"]*"\s*,?\s*)+\}/g, (obj) => [...obj.matchAll(/"([^"]*)"\s*:\s*"([^"]*)"/g)].map((m) => `"${m[1]}" → "${m[2]}"`).join(', '))
    .replace(/\[\s*("[^"]*"\s*,?\s*)+\]/g, (list) => [...list.matchAll(/"([^"]*)"/g)].map((m) => `"${m[1]}"`).join(', '));
  // Quoted field names, then bare camelCase ones, become labels ("source": "calendar" → “Where …” set to “calendar”).
  out = out.replace(/"([A-Za-z]\w*)":\s*"([^"]*)"/g, (pair, key: string, value: string) => (label(key) ? `“${label(key)}” set to “${value}”` : pair));
  out = out.replace(/"([A-Za-z]\w*)"/g, (quoted, key: string) => (label(key) ? `“${label(key)}”` : quoted));
  out = out.replace(/'([a-z]+[A-Z]\w*)'/g, (quoted, key: string) => (label(key) ? `“${label(key)}”` : quoted));
  out = out.replace(/(?<![\w“'"?=&/{])([a-z]+[A-Z]\w*)\b(?!['"])/g, (word, key: string) => (label(key) ? `“${label(key)}”` : word));
  for (const [pattern, replacement] of booleanRules(tick)) out = out.replace(pattern, replacement as string);
  for (const [pattern, replacement] of PLAIN) out = out.replace(pattern, replacement as string);
  if (files) {
    const titles = blockTitles(files);
    out = out.replace(/(?<![/#\w-])[a-z]+(?:-[a-z]+)+\b(?= section)/g, (word) => (titles.has(word) ? titles.get(word)! : word));
  }
  // What is left in quotes is a value as typed ("Company", "25,899"): typographic quotes, as in the labels.
  return out.replace(/"([^"]*)"/g, '“$1”');
}

/**
 * The labels of the fields a message about the value at `path` may name by their JSON keys: the fields
 * beside it first ("text" beside a headline is “Sentence under the headline”), then those of the groups around it.
 */
function labelsNear(files: SchemaFiles, rootKey: string, data: unknown, path: JsonPath): Map<string, string> {
  const names = new Map<string, string>();
  for (const step of stepsOf(files, rootKey, data, path).reverse()) {
    for (const [key, field] of Object.entries((step?.schema.properties ?? {}) as Record<string, SchemaObject>)) {
      const title = typeof field.title === 'string' ? field.title : titleOf(resolve(field, step!.fileKey, files));
      if (title && key !== '$schema' && !names.has(key)) names.set(key, title.replace(/ \(optional\)$/, ''));
    }
  }
  return names;
}

export function editorWording(
  problem: Pick<Problem, 'message' | 'what' | 'severity'> & { path?: JsonPath },
  files: SchemaFiles,
  rootKey: string | undefined,
  data: unknown,
): EditorWording {
  const path = problem.path ?? [];
  const { place, label: fieldLabel } = rootKey ? placeOnScreen(files, rootKey, data, path) : { place: '', label: '' };
  const names = rootKey ? labelsNear(files, rootKey, data, path) : new Map<string, string>();
  const plain = (message: string, key: string, label: string, files: SchemaFiles) => plainWords(message, key, label, files, names);
  const last = path.at(-1);
  const label = fieldLabel || (typeof last === 'string' ? last : '');
  // A text of a list (a column heading, an address) is a field of its own: its message starts with the item
  // ("Column heading 5 is empty"), where it said ": is empty" after the place.
  const item = !label && typeof last === 'number' && rootKey ? listItemWords(files, rootKey, data, path, place) : undefined;
  const lead = item?.label ?? label;
  const leads =
    ['missing', 'empty', 'choice'].includes(String(problem.what?.key)) || (problem.what?.key === 'type' && ['number', 'integer'].includes(String(problem.what?.values?.expected)));
  const values = problem.what?.values ?? {};
  const example = values.example;
  let field: string;
  switch (problem.what?.key) {
    case 'type': {
      const expected = String(values.expected);
      if (expected === 'number' || expected === 'integer') {
        const such = typeof example === 'number' ? ` such as ${example}` : '';
        const typed = typeof values.value === 'string' ? values.value.trim() : '';
        // "7,899" or "₹7899": the number is there, only written as on the site.
        const digits = /^₹?\s*\d[\d,]*(\.\d+)?$/.test(typed) ? typed.replace(/[₹,\s]/g, '') : '';
        field =
          values.value === '' || values.value === null
            ? `${lead} is empty — write a number${such}`
            : digits
              ? `${lead} must be written without commas or the ₹ sign: ${digits}`
              : `${lead} must be a number${such}`;
      } else field = plain(problem.message, typeof last === 'string' ? last : '', label, files);
      break;
    }
    case 'missing':
    case 'empty':
      field = `${lead} is empty — fill it in${example !== undefined && typeof example !== 'object' ? `, for example ${quote(example)}` : ''}`;
      break;
    case 'choice':
      field = `${lead}: ${quote(values.value)} is not one of the choices — pick one of: ${(values.allowed as unknown[]).join(', ')}`;
      break;
    case 'freePlan':
      field = 'Is this plan free? Its card shows ₹0 — if it is not free, write its price.';
      break;
    default:
      field = plain(problem.message, typeof last === 'string' ? last : '', label, files);
  }
  const at = leads && item ? item.place : place;
  const full = [at, field].filter(Boolean).join(': ');
  return { place: at, label: leads ? lead : label, field, full };
}

/** A list item as the field at fault: "column heading 5" of "Table, column heading 5" becomes the label, "Table" the place. */
function listItemWords(files: SchemaFiles, rootKey: string, data: unknown, path: JsonPath, place: string): { place: string; label: string } | undefined {
  const parent = placeOnScreen(files, rootKey, data, path.slice(0, -1)).place;
  const words = place.startsWith(parent) ? place.slice(parent.length).replace(/^, /, '') : '';
  return words ? { place: parent, label: words[0]!.toUpperCase() + words.slice(1) } : undefined;
}

/**
 * A developer message in the screen's words: the JSON name it starts with (or "the headline is 95
 * characters") becomes the field's label, the other fields it names by their JSON keys ("text",
 * staleAfterDays) their labels (`names`: key → label), file and key names the screens' names.
 */
function plainWords(message: string, key: string, label: string, files: SchemaFiles, names: ReadonlyMap<string, string>): string {
  let text = message;
  if (key && label && (text.startsWith(`${key} `) || text.startsWith(`"${key}" `))) text = label + text.slice(text.indexOf(' '));
  // "the title is 61 characters": the field at fault by its label.
  else if (label && /^the [a-z]+ is \d+ characters\b/.test(text)) text = label + text.slice(text.indexOf(' is '));
  for (const [pattern, replacement] of PLAIN) text = text.replace(pattern, replacement as string);
  // Other fields named by their JSON keys: "text" → “Sentence under the headline”, staleAfterDays → “Warn when older than (days)”.
  text = text.replace(/"([A-Za-z]\w*)"/g, (quoted, name: string) => (names.has(name) ? `“${names.get(name)}”` : quoted));
  text = text.replace(/(?<![\w“'"?=&/{#-])([a-z]+[A-Z]\w*)\b(?!['"”])/g, (word, name: string) => (names.has(name) ? `“${names.get(name)}”` : word));
  const titles = blockTitles(files);
  text = text.replace(/(?<![/#\w-])[a-z]+(?:-[a-z]+)+\b/g, (word) => (titles.has(word) ? titles.get(word)! : word));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
