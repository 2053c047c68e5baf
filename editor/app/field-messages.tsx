// Puck's fields with the help under them and the problems found in them (from the validator, worded
// for the editor), and the number field that keeps what was typed.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createUsePuck } from '@puckeditor/core';
import type { EditorProblem } from './api.ts';
import { CanvasContext, type FieldHelp } from './puck-config.tsx';
import { resolvePriceTokens } from '../../engine/config/price-tokens.ts';
import { factsOf, resolveFactTokens } from '../../engine/config/fact-tokens.ts';
import { PictureUpload } from './PictureUpload.tsx';
import { isStrict, LIST_ID, NO_CHOICES, optionsOf, PICK_PROMPT, type ChoiceKind, type Choices } from './choices.ts';

const usePuck = createUsePuck();

/** A problem with the editor's wording: `field` is the message under the field, `full` the line in the problem bar. */
export type WordedProblem = EditorProblem & { field: string; full: string };

/** Messages by Puck component id ("root" for the page fields), then by Puck field name ("plans[0].price"). */
export type FieldMessages = Map<string, Map<string, WordedProblem[]>>;
export const FieldMessagesContext = createContext<FieldMessages>(new Map());

type FieldLike = { metadata?: FieldHelp; label?: string; type?: string };

/** What a text with references ({lowest-price}, {price:basic}, {phone}) shows on the site, or undefined. */
function ShowsAs({ value }: { value: unknown }) {
  const env = useContext(CanvasContext);
  if (!env || typeof value !== 'string' || !value.includes('{')) return null;
  const shown = resolveFactTokens(resolvePriceTokens(value, env.plans), factsOf(env.site));
  if (shown === value) return null;
  return (
    <p className="editor-help" data-shows-as="">
      Shows on the site as: <strong>{shown}</strong>
    </p>
  );
}

/** Called by a list field when an item was added at its end: the page editor marks it fresh (fresh-items.ts). */
export const ItemAddedContext = createContext<(component: string, list: string, index: number, element: Element) => void>(() => {});

function Messages({ name, field, value, children }: { name: string; field: FieldLike; value?: unknown; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const selected = usePuck((s) => (s.selectedItem?.props.id as string | undefined) ?? 'root');
  const itemAdded = useContext(ItemAddedContext);
  const count = Array.isArray(value) ? value.length : undefined;
  const counted = useRef(count);
  useEffect(() => {
    if (field.type !== 'array') return;
    const list = ref.current?.querySelector('[class*="_ArrayField_"]'); // this field's list (the first one; nested lists come inside it)
    // Puck's "add item" button of a list is an icon without a name; give it one for screen readers.
    const add = list?.querySelector<HTMLButtonElement>(':scope > button[class*="ArrayField-addButton"]');
    if (add && !add.hasAttribute('aria-label')) add.setAttribute('aria-label', `Add to ${(field.label ?? name).replace(/ \(optional\)$/, '')}`);
    // An item added at the end opens (Puck adds it closed), with the cursor in its first field.
    const before = counted.current;
    counted.current = count;
    if (before === undefined || count !== before + 1 || !list) return;
    const items = [...list.querySelectorAll(':scope [class*="_ArrayFieldItem_"]')].filter((el) => el.parentElement?.closest('[class*="_ArrayField_"]') === list);
    const item = items[count - 1];
    if (!item) return;
    itemAdded(selected, name, count - 1, item);
    if (!/_ArrayFieldItem--isExpanded_/.test(item.className)) item.querySelector<HTMLElement>('[class*="_ArrayFieldItem-summary_"]')?.click();
    const focusFirst = (tries: number) => {
      const control = item.querySelector<HTMLElement>('fieldset input, fieldset textarea, fieldset select');
      if (control) control.focus();
      else if (tries > 0) setTimeout(() => focusFirst(tries - 1), 50);
    };
    focusFirst(10);
  });
  const ofSection = useContext(FieldMessagesContext).get(selected);
  // A field drawn by its own render (a table's grid) has no fields of its own for its parts: their problems show under it.
  const names = [name, ...(field.metadata?.also ?? [])];
  const mine = (key: string) => names.some((n) => key === n || (field.type === 'custom' && (key.startsWith(`${n}[`) || key.startsWith(`${n}.`))));
  const messages = [...(ofSection?.entries() ?? [])].filter(([key]) => mine(key)).flatMap(([, list]) => list);
  const help = field.metadata?.description;
  return (
    <div className="editor-field" data-field-name={name} ref={ref}>
      {children}
      <ShowsAs value={value} />
      {help && <p className="editor-help">{help}</p>}
      {messages.map((p, i) => (
        <p key={i} className={p.severity === 'error' ? 'editor-error' : 'editor-warning'} data-problem="">
          {p.severity === 'error' ? '✗ ' : '⚠ '}
          {p.field}
        </p>
      ))}
    </div>
  );
}

/** A field with a render of its own (a table's grid of cells, TableCellsField.tsx), with its help and problems under it. */
export const customWithMessages = (props: { name: string; field: { render: (p: never) => ReactNode }; value?: unknown }) => (
  <Messages name={props.name} field={props.field as FieldLike} value={props.value}>
    {props.field.render(props as never)}
  </Messages>
);

export const withMessages = (props: { name: string; field: unknown; value?: unknown; children: ReactNode }) => (
  <Messages name={props.name} field={props.field as FieldLike} value={props.value}>
    {props.children}
  </Messages>
);

const NUMBER = /^-?\d+(\.\d+)?$/;
const shown = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * A number field that keeps what was typed. Puck's own is an <input type="number">, which turns
 * letters or an emptied field into 0 — a price of ₹0 saved without a word. Here a number is stored as a
 * number; anything else is stored as typed, so the validator names it and Save is refused.
 */
function NumberInput(props: {
  name: string;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly?: boolean;
  label?: string;
  field: FieldLike;
  Label: (p: { label: string; readOnly?: boolean; children: ReactNode }) => ReactNode;
}) {
  const [text, setText] = useState(shown(props.value));
  // An undo, or a value set elsewhere, replaces the text; the text's own number does not.
  useEffect(() => {
    setText((t) => ((NUMBER.test(t.trim()) ? Number(t.trim()) : t) === props.value ? t : shown(props.value)));
  }, [props.value]);
  return (
    <props.Label label={props.label ?? props.name} readOnly={props.readOnly}>
      <input
        className="editor-number"
        id={props.id}
        name={props.name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        readOnly={props.readOnly}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setText(typed);
          props.onChange(NUMBER.test(typed.trim()) ? Number(typed.trim()) : typed);
        }}
      />
    </props.Label>
  );
}

export const numberWithMessages = (props: Parameters<typeof NumberInput>[0]) => (
  <Messages name={props.name} field={props.field}>
    <NumberInput {...props} />
  </Messages>
);

export const ChoicesContext = createContext<Choices>(NO_CHOICES);

/** The lists offered to free fields with known values (pages and this page's sections, plans, services) — shown once per editor. */
export function ChoiceLists() {
  const choices = useContext(ChoicesContext);
  return (
    <>
      {(Object.entries(LIST_ID) as [ChoiceKind, string][]).map(([kind, id]) => (
        <datalist key={id} id={id}>
          {optionsOf(kind, choices).map((o) => (
            <option key={o.value} value={o.value} label={o.label === o.value ? undefined : o.label} />
          ))}
        </datalist>
      ))}
    </>
  );
}

/**
 * Text fields whose values are known: a link offers the site's pages and this page's sections, a plan
 * this page's plans, a service the services of the site (other values can still be typed); a footer group
 * is picked from the groups there are; a date from a calendar.
 */
function TextWithChoices(props: {
  name: string;
  field: FieldLike;
  children: ReactNode;
  value?: unknown;
  onChange: (v: unknown) => void;
  id: string;
  label?: string;
  readOnly?: boolean;
  Label: (p: { label: string; readOnly?: boolean; children: ReactNode }) => ReactNode;
}) {
  const choices = useContext(ChoicesContext);
  const ref = useRef<HTMLSpanElement>(null);
  const kind = props.field.metadata?.choices;
  useEffect(() => {
    const input = ref.current?.querySelector('input');
    if (!input) return;
    const list = kind && LIST_ID[kind];
    if (list) input.setAttribute('list', list);
    if (kind === 'date' && input.type !== 'date') input.type = 'date';
  });
  if (kind && isStrict(kind)) {
    const value = typeof props.value === 'string' ? props.value : '';
    return (
      <props.Label label={props.label ?? props.name} readOnly={props.readOnly}>
        <select className="editor-number" id={props.id} name={props.name} value={value} disabled={props.readOnly} onChange={(e) => props.onChange(e.currentTarget.value)}>
          <option value="">{PICK_PROMPT[kind]}</option>
          {optionsOf(kind, choices, value).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </props.Label>
    );
  }
  if (props.field.metadata?.picture) {
    return (
      <>
        <span ref={ref}>{props.children}</span>
        <PictureUpload value={props.value} onChange={props.onChange} disabled={props.readOnly} />
      </>
    );
  }
  return <span ref={ref}>{props.children}</span>;
}

export const textWithMessages = (props: Parameters<typeof TextWithChoices>[0]) => (
  <Messages name={props.name} field={props.field} value={props.value}>
    <TextWithChoices {...props} />
  </Messages>
);
