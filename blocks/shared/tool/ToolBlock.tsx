import { chakra } from '@chakra-ui/react/styled-system';
import { requestRenderState, safeJson, useRuleTables, useWords, type BlockContext, type RuleTableName, type RuleTables } from '../../../engine/block-api.tsx';
import { siteToday } from '../../../engine/calendar/dates.ts';
import { BlockSection } from '../Section.tsx';
import { ActionButton } from '../Button.tsx';
import { hasToolInput, type FieldErrors } from './inputs.ts';
import { ResultBody } from './ResultView.tsx';
import type { FieldSpec } from './fields.ts';
import type { ResultView, ToolSpec, ToolWords, ToolWordsKey } from './view.ts';
import { resultStyles } from './styles.ts';
import { controlStyle } from '../control-style.ts';

/** The config every tool block has (its schema adds the tool's own fields). */
export interface ToolConfig {
  id?: string;
  heading?: string;
  intro?: string;
  submitLabel?: string;
  prompt?: string;
}

/** The rule tables a tool's script gets (only those it names), as the data block beside the form. */
export function pickTables(rules: RuleTables, names: readonly RuleTableName[]): RuleTables {
  return Object.fromEntries(names.filter((n) => rules[n]).map((n) => [n, rules[n]]));
}

/** The tool's own part of an address query, in field order (junk and tracking parameters left out). */
export function toolQuery(params: URLSearchParams, names: readonly string[]): string {
  const out = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value !== '') out.set(name, value);
  }
  return out.toString();
}

/**
 * A tool: a GET form whose fields the config names, a result region and the data its script needs.
 * Without JavaScript the form submits to the page itself and the server renders the result from the
 * address (the same parse, compute and view); with it, behavior.ts updates the result as you type.
 */
export function ToolBlock<B extends ToolConfig, I, R, K extends ToolWordsKey>({
  block,
  context,
  spec,
  fields,
  tables,
}: {
  block: B;
  context: BlockContext;
  spec: ToolSpec<B, I, R, K>;
  fields: (block: B, rules: RuleTables, today: string, words: ToolWords<K>) => FieldSpec[];
  tables: readonly RuleTableName[];
}) {
  const rules = pickTables(useRuleTables(), tables);
  const { words, locale } = useWords();
  // The words the tool writes with, in the page's language; the data block carries them to the browser.
  const tw: ToolWords<K> = { common: words.tools.common, own: words.tools[spec.words], locale };
  const prompt = block.prompt ?? tw.common.prompt;
  const today = siteToday();
  const path = context.canonicalPath ?? context.path;
  const params = new URLSearchParams(requestRenderState()?.query ?? '');
  const submitted = hasToolInput(params, spec.names);
  let errors: FieldErrors = {};
  let view: ResultView | undefined;
  if (submitted) {
    const parsed = spec.parse(params, block, rules, today, tw);
    if (parsed.ok) view = spec.view(spec.compute(parsed.values, rules, today, tw), parsed.values, block, { path, query: toolQuery(params, spec.names) }, tw);
    else errors = parsed.errors;
  }
  const formId = `tool-${context.key}`;
  const list = fields(block, rules, today, tw);
  const shownValue = (field: FieldSpec) => (submitted ? (params.get(field.name) ?? field.initial ?? '') : (field.initial ?? ''));
  return (
    <BlockSection block={block} context={context}>
      <chakra.div display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }} gap={{ base: '6', lg: '10' }} mt="8" alignItems="start">
        <chakra.form
          id={formId}
          method="get"
          action={path}
          noValidate
          data-tool-form=""
          aria-label={block.heading ?? words.common.calculator}
          bg="bg.subtle"
          borderRadius="lg"
          p={{ base: '4', md: '6' }}
          display="grid"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }}
          gap="4"
        >
          {list.map((field) => (
            <ToolField key={field.name} field={field} formId={formId} value={shownValue(field)} error={errors[field.name]} />
          ))}
          <chakra.div gridColumn="1 / -1">
            <ActionButton type="submit" variant="primary" size="md">
              {block.submitLabel ?? words.common.calculate}
            </ActionButton>
          </chakra.div>
        </chakra.form>
        <chakra.div data-tool-result="" data-prompt-text={prompt} aria-live="polite" css={resultStyles} id={`${formId}-result`} tabIndex={-1}>
          {view ? <ResultBody view={view} /> : <p data-prompt="">{Object.keys(errors).length ? tw.common.fixPrompt : prompt}</p>}
        </chakra.div>
      </chakra.div>
      <script type="application/json" data-tool-data="" dangerouslySetInnerHTML={{ __html: safeJson({ block, rules, words: tw }) }} />
    </BlockSection>
  );
}

function ToolField({ field, formId, value, error }: { field: FieldSpec; formId: string; value: string; error: string | undefined }) {
  const id = `${formId}-${field.name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [field.hint ? hintId : '', errorId].filter(Boolean).join(' ');
  const common = { id, name: field.name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const message = (
    <chakra.p id={errorId} data-error-for={field.name} color="red.700" fontSize="sm" fontWeight="semibold" _empty={{ display: 'none' }}>
      {error}
    </chakra.p>
  );
  const hint = field.hint && (
    <chakra.p id={hintId} fontSize="sm" color="fg.muted" overflowWrap="anywhere">
      {field.hint}
    </chakra.p>
  );
  const span = field.half ? undefined : '1 / -1';
  if (field.kind === 'radio' || field.kind === 'checkbox') {
    if (field.kind === 'checkbox')
      return (
        <chakra.div gridColumn={span} display="flex" flexDirection="column" gap="1">
          <chakra.label display="flex" gap="2" alignItems="flex-start" fontWeight="semibold" cursor="pointer">
            <chakra.input type="checkbox" value="yes" defaultChecked={value === 'yes'} {...common} w="5" h="5" mt="0.5" flexShrink={0} accentColor="brand.700" />
            {field.label}
          </chakra.label>
          {hint}
          {message}
        </chakra.div>
      );
    return (
      <chakra.fieldset gridColumn={span} display="flex" flexDirection="column" gap="1.5" aria-describedby={describedBy} data-radio-group={field.name}>
        <chakra.legend fontWeight="semibold" fontSize="sm" mb="1">
          {field.label}
        </chakra.legend>
        {hint}
        <chakra.div display="flex" flexWrap="wrap" gap="2">
          {field.options!.map(([optionValue, label]) => (
            <chakra.label
              key={optionValue}
              display="flex"
              gap="2"
              alignItems="center"
              borderWidth="1px"
              borderColor="gray.500"
              borderRadius="md"
              px="3"
              minH="11"
              cursor="pointer"
              bg="bg"
            >
              <chakra.input
                type="radio"
                name={field.name}
                value={optionValue}
                defaultChecked={value === optionValue}
                w="4"
                h="4"
                accentColor="brand.700"
                aria-invalid={error ? true : undefined}
              />
              {label}
            </chakra.label>
          ))}
        </chakra.div>
        {message}
      </chakra.fieldset>
    );
  }
  return (
    <chakra.div gridColumn={span} display="flex" flexDirection="column" gap="1.5">
      <chakra.label htmlFor={id} fontWeight="semibold" fontSize="sm">
        {field.label}
      </chakra.label>
      {hint}
      {field.kind === 'select' ? (
        <chakra.select defaultValue={value} {...common} {...controlStyle} cursor="pointer">
          {field.options!.map(([optionValue, label]) => (
            <option key={optionValue} value={optionValue}>
              {label}
            </option>
          ))}
        </chakra.select>
      ) : (
        <chakra.input
          type={field.kind === 'date' ? 'date' : 'text'}
          inputMode={field.kind === 'money' ? 'decimal' : undefined}
          autoComplete="off"
          spellCheck={field.kind === 'text' ? false : undefined}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          defaultValue={value}
          textTransform={field.upper ? 'uppercase' : undefined}
          {...common}
          {...controlStyle}
        />
      )}
      {message}
    </chakra.div>
  );
}
