// Site facts, menus and any other top-level config file with a "$schema": a form generated from the
// file's JSON Schema by react-jsonschema-form (Chakra theme). The library's own validation is off;
// the project's validator runs on the server and its messages are shown under the fields at fault.
// The checks the library still makes (which choice a value is) were compiled at build time
// (form-validator.ts): the back office's CSP allows no eval.
import { type ReactElement, useEffect, useMemo, useRef, useState } from 'react';
import Form, { Templates } from '@rjsf/chakra-ui';
import {
  getTemplate,
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type ErrorSchema,
  type RJSFSchema,
  type TitleFieldProps,
  type UiSchema,
} from '@rjsf/utils';
import { Box, Button, ButtonGroup, Flex, Heading, HStack, Separator } from '@chakra-ui/react';
import { bundleForForm } from './schemas.ts';
import { formValidators } from 'virtual:editor-form-validators';
import { validatorFrom } from './form-validator.ts';
import type { WordedProblem } from './field-messages.tsx';
import { RichBodyField } from './RichBodyField.tsx';
import { PickerTextWidget, type FormContext } from './form-pickers.tsx';
import type { Choices } from './choices.ts';
import { markFresh, shownProblems, useFreshItems } from './fresh-items.ts';
import { summaryOf } from './puck-config.tsx';

/** The form library's validator, its checks compiled when the editor was built (no eval under the back office's CSP). */
const formValidator = validatorFrom(formValidators);

export function errorSchemaFor(problems: WordedProblem[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const p of problems) {
    let node = root;
    for (const seg of p.path) {
      const key = String(seg);
      if (!node[key]) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    if (!node.__errors) node.__errors = [];
    (node.__errors as string[]).push(`${p.severity === 'warning' ? 'Warning: ' : ''}${p.field}`);
  }
  return root as ErrorSchema;
}

/**
 * A list item with its move/remove buttons beside it, or below it when the window is too narrow for
 * both (the theme's row kept the buttons beside and left the fields a third of a phone's width).
 */
function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar, uiSchema, registry }: ArrayFieldItemTemplateProps) {
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <Flex wrap="wrap" align="flex-end" columnGap="2" py="1">
      <Box flex="1 1 18rem" minW="0">
        {children}
      </Box>
      {hasToolbar && (
        <ButtonGroup attached mb="1" ml="auto">
          <Buttons {...buttonsProps} />
        </ButtonGroup>
      )}
    </Flex>
  );
}

/** Group titles as headings whose level follows the nesting (the page's h1 names the file), so headings never skip a level. */
function TitleField({ id, title }: TitleFieldProps) {
  const depth = id
    .replace(/__title$/, '')
    .split('_')
    .filter((s) => s && s !== 'root').length;
  const level = Math.min(1 + depth, 6) as 2 | 3 | 4 | 5 | 6;
  return (
    <Box id={id} mt="2" mb="1">
      <Heading as={`h${level}`} size={level <= 2 ? 'lg' : 'md'}>
        {title}
      </Heading>
      <Separator />
    </Box>
  );
}

/** Lists of records longer than this show one record at a time, each closed one as a one-line summary. */
export const ONE_AT_A_TIME_AFTER = 8;
const ThemeArrayFieldTemplate = Templates.ArrayFieldTemplate!;
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const hasErrors = (node: unknown): boolean => isRecord(node) && Object.entries(node).some(([k, v]) => (k === '__errors' ? Array.isArray(v) && v.length > 0 : hasErrors(v)));

/** "3. GSTR-3B — monthly summary return": the record's number and what it names itself by. */
export function recordSummary(record: unknown, index: number): string {
  const r = isRecord(record) ? record : {};
  const text = (k: string) => (typeof r[k] === 'string' && r[k] ? (r[k] as string) : undefined);
  const name = [text('form'), text('title') ?? text('label') ?? text('name') ?? text('heading') ?? text('question') ?? (text('form') ? undefined : summaryOf(r))]
    .filter(Boolean)
    .join(' — ');
  return `${index + 1}. ${name || text('id') || 'New entry'}`;
}

/**
 * A long list of records (the calendar's rules) as one line per record: a button opens a record's
 * fields (and closes the one open before), so the form is not some 2,000 fields at once. A record with
 * a problem stays open; a record just added opens.
 */
function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, formData, fieldPathId } = props;
  const keys = items.map((item) => String(item.key));
  const [open, setOpen] = useState<string | undefined>();
  const known = useRef(new Set(keys));
  useEffect(() => {
    const added = keys.filter((k) => !known.current.has(k));
    known.current = new Set(keys);
    if (added.length !== 1) return;
    setOpen(added[0]);
    // Its problems wait until it is left (fresh-items.ts); the cursor goes to its first field.
    const index = keys.indexOf(added[0]!);
    const prefix = `${fieldPathId.$id}_${index}`;
    const file = (props.registry.formContext as FormContext | undefined)?.file;
    if (file) markFresh({ file, path: [...fieldPathId.path, index], inside: (el) => el.id === prefix || el.id.startsWith(`${prefix}_`) });
    const focusFirst = (tries: number) => {
      const control = document.querySelector<HTMLElement>(`[id^="${CSS.escape(prefix)}_"]:is(input, textarea, select)`);
      if (control) control.focus();
      else if (tries > 0) setTimeout(() => focusFirst(tries - 1), 50);
    };
    focusFirst(10);
  });
  const records = Array.isArray(formData) ? formData : [];
  if (items.length <= ONE_AT_A_TIME_AFTER || !records.every(isRecord)) return <ThemeArrayFieldTemplate {...props} />;
  const shown = items.map((item, index) => {
    const key = keys[index]!;
    // rjsf hands the list template no errors, but each item element carries its own.
    const problem = hasErrors((item as ReactElement<{ itemErrorSchema?: ErrorSchema }>).props.itemErrorSchema);
    const expanded = key === open || problem;
    const region = `${fieldPathId.$id}_${index}__record`;
    return (
      <Box key={key} borderBottomWidth="1px" py="1">
        <Button
          variant="ghost"
          size="sm"
          justifyContent="flex-start"
          width="100%"
          // A long summary wraps in a narrow window instead of widening the form.
          whiteSpace="normal"
          textAlign="start"
          height="auto"
          minHeight="8"
          aria-expanded={expanded}
          aria-controls={expanded ? region : undefined}
          onClick={() => setOpen(key === open ? undefined : key)}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          {recordSummary(records[index], index)}
          {problem ? ' — has a problem to fix' : ''}
        </Button>
        {expanded && (
          <Box id={region} role="group" aria-label={recordSummary(records[index], index)} pl="4">
            {item}
          </Box>
        )}
      </Box>
    );
  });
  return <ThemeArrayFieldTemplate {...props} items={shown} />;
}

function connectLabels(box: HTMLElement | null) {
  for (const root of box?.querySelectorAll('[data-scope="field"][data-part="root"]') ?? []) {
    const label = root.querySelector<HTMLLabelElement>(':scope > label[data-part="label"]');
    const control = root.querySelector<HTMLElement>(':scope > input[id], :scope > textarea[id], :scope > select[id], :scope input[id], :scope select[id]');
    if (label && control && label.htmlFor !== control.id) label.htmlFor = control.id;
  }
}

export function FileForm({
  file: fileName,
  schemaKey,
  data,
  problems,
  choices,
  onChange,
}: {
  /** The file edited ("compliance-calendar.json"). */
  file: string;
  schemaKey: string;
  data: unknown;
  problems: WordedProblem[];
  /** The values offered by fields that name a page, a footer group, a service or a calendar rule. */
  choices: Choices;
  onChange: (data: unknown) => void;
}) {
  const schema = useMemo(() => bundleForForm(schemaKey) as RJSFSchema, [schemaKey]);
  // The file's own title and description are the page heading already.
  const uiSchema = useMemo<UiSchema>(
    () => ({
      'ui:submitButtonOptions': { norender: true },
      'ui:title': '',
      'ui:description': '',
      $schema: { 'ui:widget': 'hidden' },
      // The text of an update or a guide: its own editor of parts (RichBodyField.tsx).
      ...(/^collections\/(update|guide)\.schema\.json$/.test(schemaKey) ? { body: { 'ui:field': 'richBody' } } : {}),
    }),
    [schemaKey],
  );
  const freshItems = useFreshItems();
  const extraErrors = useMemo(() => errorSchemaFor(shownProblems(problems, freshItems)), [problems, freshItems]);
  const formContext = useMemo<FormContext>(() => ({ choices, file: fileName }), [choices, fileName]);
  // Undo/redo over whole versions of the file (typing inside a field keeps the browser's own undo too).
  const history = useRef<{ versions: unknown[]; index: number }>({ versions: [data], index: 0 });
  const [, force] = useState(0);
  const push = (next: unknown) => {
    const h = history.current;
    if (JSON.stringify(h.versions[h.index]) === JSON.stringify(next)) return;
    h.versions = [...h.versions.slice(0, h.index + 1), next].slice(-200);
    h.index = h.versions.length - 1;
    onChange(next);
    force((n) => n + 1);
  };
  const go = (delta: number) => {
    const h = history.current;
    const index = h.index + delta;
    if (index < 0 || index >= h.versions.length) return;
    h.index = index;
    onChange(h.versions[index]);
    force((n) => n + 1);
  };
  // The Chakra theme's labels point at Chakra's generated id while the inputs carry rjsf's ids, so
  // no input would have a name; connect each label to the control in its field.
  // Fields appear without this component rendering again (a record of a long list opened), so also on
  // every change to the form's elements.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => connectLabels(box.current));
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new MutationObserver(() => connectLabels(element));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  // A problem clicked in the list (or a refused Save) focuses its field: rjsf names each input by its path.
  useEffect(() => {
    const onFocus = (event: Event) => {
      const { path } = (event as CustomEvent<{ path: (string | number)[] }>).detail;
      for (let n = path.length; n >= 0; n--) {
        const target = document.getElementById(['root', ...path.slice(0, n)].join('_'));
        if (!target) continue;
        target.scrollIntoView({ block: 'center' });
        target.focus();
        return;
      }
    };
    addEventListener('editor:focus-problem', onFocus);
    return () => removeEventListener('editor:focus-problem', onFocus);
  }, []);
  const h = history.current;
  return (
    <Box ref={box}>
      <HStack gap="2" mb="4">
        <Button size="sm" variant="outline" onClick={() => go(-1)} disabled={h.index === 0}>
          Undo
        </Button>
        <Button size="sm" variant="outline" onClick={() => go(1)} disabled={h.index >= h.versions.length - 1}>
          Redo
        </Button>
      </HStack>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={formValidator}
        templates={{ TitleFieldTemplate: TitleField, ArrayFieldTemplate, ArrayFieldItemTemplate }}
        fields={{ richBody: RichBodyField }}
        widgets={{ TextWidget: PickerTextWidget }}
        formContext={formContext}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        liveValidate={false}
        experimental_defaultFormStateBehavior={{
          emptyObjectFields: 'skipDefaults',
          arrayMinItems: { populate: 'never' },
          constAsDefaults: 'never',
          mergeDefaultsIntoFormData: 'useFormDataIfPresent',
        }}
        onChange={(e) => push(e.formData)}
      />
    </Box>
  );
}
