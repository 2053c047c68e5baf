// Puck's component config, generated from the block schemas: one component per block type, its
// fields from the JSON Schema (types → field types, enums → selects, lists of groups → array fields,
// section lists → slots, titles → labels, descriptions → help), rendered with the site's own block
// components so the canvas looks like the site.
import { Component, createContext, memo, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ComponentConfig, Config, Field, Fields } from '@puckeditor/core';
import { chakra } from '@chakra-ui/react/styled-system';
import { RuleTablesContext, type Block, type BlockContext, type BlockProps, type BlockRegistry } from '../../engine/block-api.tsx';
import type { RuleTables } from '../../engine/rules/tables.ts';
import type { Site } from '../../engine/generated/config.ts';
import type { Menus } from '../../engine/menus.ts';
import { SiteHeader } from '../../layout/site-header/SiteHeader.tsx';
import { SiteFooter } from '../../layout/site-footer/SiteFooter.tsx';
import { Section, SectionHeading } from '../../blocks/shared/Section.tsx';
import { ANCHOR_PROP, type PageAdapter } from '../shared/page-adapter.ts';
import { withPrices, type Plan } from '../../engine/config/price-tokens.ts';
import { factsOf, withFacts } from '../../engine/config/fact-tokens.ts';
import { shapeOf, type Resolved, type SchemaFiles, type SchemaObject } from '../../engine/config/schema-model.ts';
import { choicesFor, type ChoiceKind } from './choices.ts';
import { helpInWords } from '../../engine/config/field-words.ts';
import { choiceLabel, peopleWords } from './people-words.ts';
import { isPictureField } from './PictureUpload.tsx';
import { tableCellsField } from './TableCellsField.tsx';
import { sameContent } from './same-canvas.ts';
import { WordsContext } from '../../engine/block-api.tsx';
import type { PageWords } from '../../engine/i18n/words.ts';
import type { Interface } from '../../engine/generated/config.ts';
import projectWords from '../../site-config/interface.json';

/** The project's own English words: the canvas's words when the config folder has no interface.json. */
export const ENGLISH_WORDS: PageWords = { words: projectWords as unknown as Interface, locale: 'en-IN' };

/** What the canvas needs besides a block's own props: the site facts, menus and the page's address. */
export interface CanvasEnvironment {
  site: Site;
  menus: Menus;
  path: string;
  /** Position of each block by Puck id: heading levels depend on it (the first section has the page's h1). */
  positions: Map<string, { index: number; nested: boolean; key: string }>;
  /** The page's plans: texts that name a price by reference ("{price:basic}") show it, as on the site. */
  plans: Plan[];
  /** The rule tables (rules/*.json with the unsaved edits), as the build gives them to blocks: price cards add GST and government fees from them. */
  rules: RuleTables;
  /** The components' words (site-config/interface.json with the unsaved edits), in English: the canvas shows the English page. */
  words: PageWords;
}
export const CanvasContext = createContext<CanvasEnvironment | null>(null);

/** The rule tables as the build gives them to blocks: each rules/<name>.json's content (with the unsaved edits), by name. */
export function canvasRules(files: Iterable<string>, contentOf: (file: string) => unknown): RuleTables {
  return Object.fromEntries([...files].filter((f) => /^rules\/[a-z0-9-]+\.json$/.test(f)).map((f) => [f.slice('rules/'.length, -'.json'.length), contentOf(f)])) as RuleTables;
}

export interface FieldHelp {
  description?: string;
  /** The values this field takes are known (editor/app/choices.ts): the site's pages, its footer groups, this page's plans, a date… */
  choices?: ChoiceKind;
  /** A picture's file name: the back office offers "Upload a picture…" beside it (PictureUpload.tsx). */
  picture?: boolean;
  /** Other fields of the section this field edits too (a table's grid: its column headings): their problems show under it. */
  also?: string[];
}

const LONG_TEXT = /^(text|intro|answer|description|body|message|footnote|summary|note|paragraphs?|content)$/i;

function labelOf(schema: SchemaObject, key: string, required: boolean): string {
  const title = typeof schema.title === 'string' ? schema.title : key;
  return required ? title : `${title} (optional)`;
}

/** The Puck field for one property, or undefined for values the editor leaves alone (the block's "type"). */
export function fieldFor(key: string, r: Resolved, files: SchemaFiles, required: boolean, blockTypes: string[]): Field | undefined {
  const { schema } = r;
  if (schema.const !== undefined) return undefined;
  const label = labelOf(schema, key, required);
  const metadata: FieldHelp = {
    description: typeof schema.description === 'string' ? schema.description : undefined,
    choices: choicesFor(key, schema),
    picture: isPictureField(key, schema) || undefined,
  };
  const shape = shapeOf(r, files);
  switch (shape.kind) {
    case 'string':
      if (Array.isArray(schema.enum)) {
        // Values that are the code's words ("header") show their meaning ("Top menu"); the stored value stays.
        const options = (schema.enum as string[]).map((v) => ({ label: choiceLabel(v), value: v }));
        // A select shows its first option when its value is empty: a required choice not made yet showed "header"
        // while the check said "Where is empty". An empty first option says what is true.
        return { type: 'select', label, metadata, options: [{ label: required ? '— choose —' : '— not set —', value: '' }, ...options] };
      }
      return { type: LONG_TEXT.test(key) ? 'textarea' : 'text', label, metadata };
    case 'number':
    case 'integer':
      return {
        type: 'number',
        label,
        metadata,
        min: typeof schema.minimum === 'number' ? schema.minimum : undefined,
        max: typeof schema.maximum === 'number' ? schema.maximum : undefined,
      };
    case 'boolean':
      return {
        type: 'radio',
        label,
        metadata,
        options: [
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ],
      };
    case 'object': {
      const objectFields: Fields = {};
      for (const [k, sub] of shape.properties) {
        const f = fieldFor(k, sub, files, shape.required.includes(k), blockTypes);
        if (f) objectFields[k] = f;
      }
      return { type: 'object', label, metadata, objectFields };
    }
    case 'list': {
      const itemTitle = typeof shape.item.schema.title === 'string' ? shape.item.schema.title : 'Item';
      const inner = fieldFor('value', { ...shape.item, schema: { ...shape.item.schema, title: itemTitle } }, files, true, blockTypes)!;
      return {
        type: 'array',
        label,
        metadata,
        arrayFields: { value: inner },
        defaultItemProps: { value: '' },
        getItemSummary: (item: { value?: unknown }, i?: number) => (item?.value !== undefined && item.value !== '' ? String(item.value) : `${itemTitle} ${(i ?? 0) + 1}`),
      };
    }
    case 'array': {
      const itemShape = shapeOf(shape.item, files);
      const arrayFields: Fields = {};
      const defaults: Record<string, unknown> = {};
      if (itemShape.kind === 'object') {
        for (const [k, sub] of itemShape.properties) {
          const f = fieldFor(k, sub, files, itemShape.required.includes(k), blockTypes);
          if (f) arrayFields[k] = f;
          if (sub.schema.const !== undefined) defaults[k] = sub.schema.const;
          else if (itemShape.required.includes(k)) defaults[k] = defaultFor(sub, files);
        }
      }
      const itemTitle = typeof shape.item.schema.title === 'string' ? shape.item.schema.title : 'Item';
      return {
        type: 'array',
        label,
        metadata,
        arrayFields,
        defaultItemProps: defaults,
        getItemSummary: (item: Record<string, unknown>, i?: number) => summaryOf(item) ?? `${itemTitle} ${(i ?? 0) + 1}`,
      };
    }
    case 'map':
      return {
        type: 'array',
        label,
        metadata,
        arrayFields: {
          key: { type: 'text', label: 'Name' },
          value: fieldFor('value', shape.value, files, true, blockTypes)!,
        },
        defaultItemProps: { key: '', value: defaultFor(shape.value, files) },
        getItemSummary: (item: { key?: string }, i?: number) => item?.key || `Entry ${(i ?? 0) + 1}`,
      };
    case 'blocks':
      return { type: 'slot', label, disallow: key === 'blocks' && r.fileKey === 'blocks/tabs.schema.json' ? ['tabs'] : undefined };
    case 'json':
      return { type: 'textarea', label: `${label} — written as JSON`, metadata };
  }
}

/** The fields' own label by key (the label of a field of a group is its title on the screen). */
function labelsOf(fields: Fields | undefined): [string, string][] {
  return Object.entries(fields ?? {}).map(([k, f]) => [k === ANCHOR_PROP ? 'id' : k, String(f.label ?? k).replace(/ — written as JSON$/, '')]);
}

/** Every field's label by key at any depth (the first found), for help that names a field further down. */
function allLabels(fields: Fields, into = new Map<string, string>()): Map<string, string> {
  for (const [k, label] of labelsOf(fields)) if (!into.has(k)) into.set(k, label);
  for (const f of Object.values(fields)) {
    const parts = 'objectFields' in f ? f.objectFields : 'arrayFields' in f ? f.arrayFields : undefined;
    if (parts) allLabels(parts as Fields, into);
  }
  return into;
}

/**
 * Help texts name fields by their JSON keys and write examples as JSON; every help text of `fields` (and of
 * their groups and list items, at any depth) is put in the screen's words: a key becomes the label of the
 * nearest field it names (a field's own parts first, then its neighbours, then those of the groups around it).
 */
function wordHelp(fields: Fields, outer: ReadonlyMap<string, string>, files: SchemaFiles) {
  const names = new Map([...outer, ...labelsOf(fields)]);
  for (const f of Object.values(fields)) {
    const parts = 'objectFields' in f ? f.objectFields : 'arrayFields' in f ? f.arrayFields : undefined;
    const metadata = f.metadata as FieldHelp | undefined;
    const values = f.type === 'select' || f.type === 'radio' ? f.options.map((o) => String(o.value)) : [];
    if (metadata?.description)
      metadata.description = helpInWords(peopleWords(metadata.description), new Map([...names, ...labelsOf(parts as Fields | undefined)]), { files, values });
    if (parts) wordHelp(parts as Fields, names, files);
  }
}

/**
 * The words a list item goes by in its list, so a person finds the one to change: its name, label, title …,
 * else its first text (a review's words, a step's description), shortened to one line; undefined when it has none.
 */
export function summaryOf(item: Record<string, unknown> | undefined): string | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const named = ['name', 'label', 'title', 'question', 'heading', 'value', 'text'].map((k) => item[k]);
  const texts = Object.entries(item)
    .filter(([k]) => k !== 'type' && k !== 'id' && k !== ANCHOR_PROP)
    .map(([, v]) => v);
  const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
  // Words (with a space) before single tokens: a card's "shield" icon or a link's "/gst" says less than its text.
  const first = named.find(isText) ?? texts.find((v): v is string => isText(v) && /\s/.test(v.trim())) ?? texts.find(isText);
  if (first === undefined) return undefined;
  const line = first.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 60).replace(/\s+\S*$/, '')}…` : line;
}

/** A starting value that satisfies the type (the validator then asks for real content). */
function defaultFor(r: Resolved, files: SchemaFiles): unknown {
  const { schema } = r;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const shape = shapeOf(r, files);
  switch (shape.kind) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      // Empty, not 0: a new plan's price is asked for ("is empty — write a number"), never a silent ₹0.
      return '';
    case 'boolean':
      return false;
    case 'object':
      return Object.fromEntries(
        shape.properties.filter(([k, s]) => shape.required.includes(k) || s.schema.const !== undefined).map(([k, s]) => [k, s.schema.const ?? defaultFor(s, files)]),
      );
    case 'list':
    case 'array':
    case 'map':
    case 'blocks':
      return [];
    case 'json':
      return '';
  }
}

class BlockBoundary extends Component<{ children: ReactNode; title: string }, { error?: string }> {
  override state: { error?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override componentDidUpdate(prev: { children: ReactNode }) {
    if (prev.children !== this.props.children && this.state.error) this.setState({ error: undefined });
  }
  override render() {
    if (this.state.error) {
      return (
        <chakra.div role="note" p="6" m="4" borderWidth="2px" borderStyle="dashed" borderColor="red.600" color="red.800" bg="red.50">
          This {this.props.title} section cannot be shown until its problems are fixed (see the list of problems).
        </chakra.div>
      );
    }
    return this.props.children;
  }
}

export function createPuckConfig(files: SchemaFiles, adapter: PageAdapter, registry: BlockRegistry): Config {
  const blockTypes = adapter.blocks.map((b) => b.type);
  const components: Record<string, ComponentConfig> = {};
  for (const block of adapter.blocks) {
    const shape = shapeOf({ schema: block.schema, fileKey: block.fileKey }, files);
    if (shape.kind !== 'object') continue;
    const fields: Fields = {};
    const defaultProps: Record<string, unknown> = {};
    let hasSlots = false;
    for (const [key, sub] of shape.properties) {
      const field = fieldFor(key, sub, files, shape.required.includes(key), blockTypes);
      if (!field) continue;
      if (field.type === 'slot') hasSlots = true;
      fields[key === 'id' ? ANCHOR_PROP : key] = field;
      if (shape.required.includes(key) && key !== 'type') defaultProps[key] = defaultFor(sub, files);
    }
    // A table's rows are lists of texts, which Puck has no field for: one grid of cells edits the rows and the column headings.
    if (isTableOfTexts(shape.properties) && fields.rows) {
      const rows = fields.rows as Field & { metadata?: FieldHelp };
      fields.rows = tableCellsField(
        `${String(fields.columns?.label ?? 'Column headings')} and ${String(rows.label)
          .replace(/ — written as JSON$/, '')
          .toLowerCase()}`,
        { description: rows.metadata?.description, also: ['columns'] } satisfies FieldHelp,
      );
      delete fields.columns;
    }
    wordHelp(fields, allLabels(fields), files);
    if (block.type === 'tabs') hasSlots = true;
    // The fields a section cannot be shown without; when all are empty, the canvas says what to fill in.
    const needed = shape.properties.filter(([k]) => k !== 'type' && shape.required.includes(k)).map(([k, sub]) => ({ key: k, label: String(sub.schema.title ?? k) }));
    components[block.type] = {
      label: block.title,
      fields,
      defaultProps: adapter.blockToPuck({ type: block.type, ...(defaultProps as object) }).props,
      render: (props: Record<string, unknown>) => {
        const { puck: _puck, editMode: _editMode, ...rest } = props;
        if (needed.length && needed.every(({ key }) => isEmpty(rest[key]))) return <EmptySection title={block.title} fields={needed.map((n) => n.label)} />;
        return (
          <BlockBoundary title={block.title}>
            {hasSlots ? <ContainerCanvas type={block.type} props={rest} /> : <SiteBlock registry={registry} adapter={adapter} type={block.type} props={rest} />}
          </BlockBoundary>
        );
      },
    };
  }
  // Puck applies defaultProps itself; its own "id" must stay out of them.
  for (const c of Object.values(components)) delete (c.defaultProps as Record<string, unknown>).id;

  const rootFields: Fields = {};
  const pageSchema = files.get('page.schema.json')!;
  const pageRequired = (pageSchema.required as string[] | undefined) ?? [];
  for (const [key, sub] of adapter.rootProperties) {
    const f = fieldFor(key, sub, files, pageRequired.includes(key), blockTypes);
    if (f) rootFields[key] = f;
  }
  wordHelp(rootFields, allLabels(rootFields), files);

  return {
    components,
    root: {
      fields: rootFields,
      render: ({ children }: { children: ReactNode }) => <PageFrame>{children}</PageFrame>,
    },
  } as Config;
}

/** A section with "columns" (a list of texts) and "rows" (a list of lists of texts): a table's headings and cells. */
function isTableOfTexts(properties: [string, Resolved][]): boolean {
  const schemaOf = (key: string) => properties.find(([k]) => k === key)?.[1].schema;
  const items = (schema: SchemaObject | undefined) => (schema?.type === 'array' ? (schema.items as SchemaObject | undefined) : undefined);
  return items(schemaOf('columns'))?.type === 'string' && items(items(schemaOf('rows')))?.type === 'string';
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

/** A section whose content is still empty would draw nothing (a drop that "did nothing"): show what to fill in. */
function EmptySection({ title, fields }: { title: string; fields: string[] }) {
  return (
    <chakra.div role="note" p="6" m="4" borderWidth="2px" borderStyle="dashed" borderColor="blue.600" color="blue.900" bg="blue.50" textAlign="center" data-empty-section="">
      <chakra.p fontWeight="semibold">New section: {title}</chakra.p>
      <chakra.p>Nothing to show yet — select it and fill in {fields.join(', ')}.</chakra.p>
    </chakra.div>
  );
}

type SiteBlockProps = { registry: BlockRegistry; adapter: PageAdapter; type: string; props: Record<string, unknown> };

/** Props of a section that an edit elsewhere left alone: Puck gives them again in new objects, their content the same. */
const sameSection = (a: SiteBlockProps, b: SiteBlockProps) => a.registry === b.registry && a.adapter === b.adapter && a.type === b.type && sameContent(a.props, b.props);

/** A section drawn by the site's own block; drawn again only when its props or the canvas's environment change. */
const SiteBlock = memo(function SiteBlock({ registry, adapter, type, props }: SiteBlockProps) {
  const env = useContext(CanvasContext);
  if (!env) return null;
  const block = withFacts(withPrices(adapter.blockFromPuck({ type, props: { ...(props as { id: string }) } }) as unknown as Block, env.plans), factsOf(env.site));
  const definition = registry[block.type];
  if (!definition) return null;
  // The site fills this section from the guides and updates at build time; the canvas has no entries, and an
  // empty section would be an invisible (and unnamed) block.
  if (block.type === 'related-entries' && !block.items?.length) {
    return (
      <chakra.div role="note" p="6" m="4" borderWidth="2px" borderStyle="dashed" borderColor="gray.400" color="fg.muted">
        {block.heading ?? 'Guides and updates'}: on the site, this section lists the guides and updates that name this page among their services.
      </chakra.div>
    );
  }
  const Render = definition.component as (p: BlockProps) => ReactNode;
  const position = env.positions.get(String(props.id)) ?? { index: 1, nested: false, key: String(props.id) };
  const context: BlockContext = { site: env.site, path: env.path, ...position };
  return (
    <RuleTablesContext.Provider value={env.rules}>
      <Render block={block} context={context} />
    </RuleTablesContext.Provider>
  );
}, sameSection);

/**
 * A plan clicked on the canvas opens that plan's fields (its price when the price was clicked), while Puck
 * selects the section. Puck keeps the pointer off a block's own elements, so the plan is found by position.
 */
function openClickedPlan(event: MouseEvent) {
  const doc = (event.target as Element | null)?.ownerDocument;
  if (!doc) return;
  const at = (el: Element) => {
    const r = el.getBoundingClientRect();
    return event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
  };
  // The innermost section under the pointer (a plan list inside a tab is its own section).
  const sections = doc.elementsFromPoint(event.clientX, event.clientY).filter((el) => el.hasAttribute('data-puck-component'));
  for (const section of sections) {
    const card = [...section.querySelectorAll('[data-plan]')].find(at);
    if (!card?.parentElement) continue;
    const index = [...card.parentElement.children].indexOf(card);
    const price = [...card.querySelectorAll('[data-price]')].some(at);
    const detail = { component: section.getAttribute('data-puck-component'), name: `plans[${index}].${price ? 'price' : 'name'}` };
    dispatchEvent(new CustomEvent('editor:focus-field', { detail }));
    return;
  }
}

/** Tabs in the canvas: every tab's sections one after another under the tab's name (as the site shows them without JavaScript), each an editable drop zone. */
function ContainerCanvas({ props }: { type: string; props: Record<string, unknown> }) {
  const panels = (props.panels as { label?: string; blocks?: (p?: { minEmptyHeight?: number }) => ReactNode }[] | undefined) ?? [];
  return (
    <Section id={typeof props[ANCHOR_PROP] === 'string' ? (props[ANCHOR_PROP] as string) : undefined}>
      {typeof props.heading === 'string' && props.heading && <SectionHeading level={2}>{props.heading}</SectionHeading>}
      {typeof props.intro === 'string' && props.intro && (
        <chakra.p textAlign="center" color="fg.muted" maxW="prose" mx="auto" mb="8">
          {props.intro}
        </chakra.p>
      )}
      {panels.map((panel, i) => {
        const Slot = panel.blocks;
        return (
          <chakra.div key={i} borderTopWidth="2px" borderColor="border" pt="4" mt="4">
            <chakra.p fontWeight="semibold" color="brand.800" mb="2">
              Tab: {panel.label || `Tab ${i + 1}`}
            </chakra.p>
            {typeof Slot === 'function' ? <Slot minEmptyHeight={80} /> : null}
          </chakra.div>
        );
      })}
    </Section>
  );
}

/** The site's header and footer around the page, as on the site; their links do not navigate the canvas away. */
function PageFrame({ children }: { children: ReactNode }) {
  const env = useContext(CanvasContext);
  const ref = useRef<HTMLDivElement>(null);
  // Drawn again only when the site facts or the menus change, not with each edit of the page.
  const site = env?.site;
  const menus = env?.menus;
  const header = useMemo(
    () =>
      site &&
      menus && (
        <chakra.div css={{ '& > header': { position: 'static' } }}>
          <SiteHeader site={site} menus={menus} />
        </chakra.div>
      ),
    [site, menus],
  );
  const footer = useMemo(() => site && menus && <SiteFooter site={site} menus={menus} />, [site, menus]);
  useEffect(() => {
    const doc = ref.current?.ownerDocument;
    doc?.addEventListener('click', openClickedPlan, true);
    return () => doc?.removeEventListener('click', openClickedPlan, true);
  }, []);
  return (
    <div
      ref={ref}
      onClickCapture={(e) => {
        if ((e.target as HTMLElement).closest('a, form button[type=submit]')) e.preventDefault();
      }}
      onSubmitCapture={(e) => e.preventDefault()}
    >
      {/* Not sticky in the canvas: Puck scrolls the selected section to the top, where the header would cover its fields. */}
      {/* The blocks and the layout write their words from the page's words (useWords), as the page renderer gives them. */}
      <WordsContext.Provider value={env?.words ?? ENGLISH_WORDS}>
        {header}
        <chakra.main>{children}</chakra.main>
        {footer}
      </WordsContext.Provider>
    </div>
  );
}
