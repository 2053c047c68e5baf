// The quote page. Prerendered it is the empty quote (the page stays static); the server renders it for
// a visitor's quote (its address or cookie) with the figures it worked out (request state `quote`), and
// after the quote is sent with its reference and payment request. Every control is a plain form or link:
// without JavaScript each posts and the server answers with the quote again; behavior.ts makes the same
// posts in the background and swaps the section in place.
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import type { QuoteBlock, Site } from '../../engine/generated/config.ts';
import { fill, useRuleTables, requestRenderState, type BlockProps, type QuoteRenderState } from '../../engine/block-api.tsx';
import { CONTACT_WAYS, QUOTE_ITEMS_PATH, QUOTE_SEND_PATH, callSlots, formatQuote, lineTitle, rupees, totalLine, quoteHref, type QuoteLine } from '../../engine/rules/quote.ts';
import { headingIdFor, Intro } from '../shared/Actions.tsx';
import { InlineText } from '../shared/InlineText.tsx';
import { englishName, fillNodes, ruleText } from '../shared/Words.tsx';
import { stateLabel } from '../../engine/rules/state-match.ts';
import { Section, SectionHeading, headingLevel, subLevel } from '../shared/Section.tsx';
import { ActionButton } from '../shared/Button.tsx';
import { controlStyle } from '../shared/control-style.ts';
import { languageOfPath } from '../../engine/i18n/languages.ts';
import { LanguageField, Reach, stateLabelOf, useQuoteWords, type QuoteScreenProps, type QuoteWords } from './parts.tsx';
import { Sent } from './Sent.tsx';

export function Quote({ block, context }: BlockProps<QuoteBlock>) {
  const headingId = headingIdFor(block, context);
  const level = headingLevel(context);
  const state = requestRenderState()?.quote;
  const w = useQuoteWords();
  const { q } = w;
  // Words the behavior says after an update in the background (blocks/quote/behavior.ts).
  const live = JSON.stringify({ updated: q.updated, removed: q.removed, check: q.checkMessage });
  return (
    <Section id={block.id} labelledBy={headingId}>
      <chakra.div data-quote="" data-quote-words={live} maxW="48rem" mx="auto">
        <SectionHeading id={headingId} level={level}>
          {state?.sent ? q.sentHeading : block.heading}
        </SectionHeading>
        {!state?.sent && <Intro text={block.intro} size="md" />}
        {state && <Notices state={state} />}
        {state?.sent ? (
          <Sent block={block} state={state} sent={state.sent} site={context.site} level={subLevel(level)} w={w} base={context.path} />
        ) : state?.items.length ? (
          <Filled block={block} state={state} site={context.site} level={subLevel(level)} w={w} base={context.path} />
        ) : (
          <chakra.p textAlign="center" fontSize="lg" data-quote-empty="">
            <InlineText text={block.empty} />
          </chakra.p>
        )}
      </chakra.div>
    </Section>
  );
}

function Notices({ state }: { state: QuoteRenderState }) {
  const all = [...state.problems, ...state.notices];
  if (!all.length) return null;
  return (
    <chakra.div role="status" bg="amber.50" borderWidth="1px" borderColor="amber.300" borderRadius="md" p="4" mb="6">
      <chakra.ul listStyle="disc" pl="5">
        {all.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </chakra.ul>
    </chakra.div>
  );
}

/** One service of the quote with what it costs in all. */
function LineBreakdown({ line, w, states }: { line: QuoteLine; w: QuoteWords; states: QuoteRenderState['states'] }) {
  const { q, range, english } = w;
  const a = line.allIn;
  // [key, label, amount]; a government fee's name is the page's rule table's (the server prices a quote with the
  // English tables: the fee's entry is found again by its id and day), English marked where it is not translated.
  const fees = useRuleTables()['government-fees']?.entries ?? [];
  const rows: [string, ReactNode, string][] = [];
  if (a.price !== undefined) {
    rows.push(['fee', q.ourFee, rupees(a.ourFee ?? a.price)]);
    rows.push(['gst', fill(a.gst === 'plus' ? q.gstOnFee : q.gstIncluded, { rate: a.rate }), rupees(a.gstAmount ?? 0)]);
  } else rows.push(['fee', q.ourFee, q.feeQuoted]);
  for (const fee of a.fees) {
    const shown = fees.find((e) => e.fee === fee.fee && e.validFrom === fee.validFrom)?.name;
    const name = shown === undefined ? englishName(fee.name, english) : ruleText(shown, english);
    rows.push([fee.name, fee.included ? fillNodes(q.feeInOurFee, { name }) : name, range(fee.amount)]);
  }
  if (a.stamp) {
    const state = stateLabelOf(states, line.item.state, line.stateName ?? '', w);
    const label = a.stamp.state ? fillNodes(q.stampIn, { state }) : a.stamp.noFiguresFor ? fillNodes(q.stampNoFigures, { state }) : q.stampByState;
    rows.push(['stamp', label, range(a.stamp.amount)]);
  }
  return (
    <chakra.dl display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="1" fontSize="sm" color="fg.muted" mt="2">
      {rows.map(([key, label, value]) => (
        <chakra.div key={key} display="contents">
          <dt>{label}</dt>
          <chakra.dd textAlign="right">{value}</chakra.dd>
        </chakra.div>
      ))}
    </chakra.dl>
  );
}

/** The language to call back in, first chosen: the page's own when the list has it (हिन्दी on /hi/quote), else the list's first. */
function spokenLanguage(block: QuoteBlock, site: Site, path: string): string | undefined {
  const { name } = languageOfPath(site, path);
  return block.languages.includes(name) ? name : block.languages[0];
}

/** The state list in the page's language, in its alphabetical order; a state without a name in it keeps its English, marked. */
function stateChoices(states: QuoteRenderState['states'], w: QuoteWords) {
  return states
    .map(([code, name, names]) => ({ code, ...stateLabel({ name, names }, w.language) }))
    .map((s) => ({ ...s, english: s.english && !w.english }))
    .sort((a, b) => a.label.localeCompare(b.label, w.language));
}

function Filled({ block, state, site, level, w, base }: QuoteScreenProps) {
  const { q, range } = w;
  const quote = formatQuote(state.items);
  const share = `${site.siteUrl ?? ''}${quoteHref(state.items, base)}`;
  return (
    <>
      <chakra.ol listStyle="none" display="flex" flexDirection="column" gap="4" data-quote-items="">
        {state.priced.lines.map((line, index) => (
          <chakra.li key={`${line.item.id}-${index}`} borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: '4', md: '5' }} data-item={line.item.id}>
            <chakra.div display="flex" flexWrap="wrap" justifyContent="space-between" gap="2" alignItems="baseline">
              <chakra.h2 as={level} fontSize="lg" fontWeight="bold">
                {englishName(lineTitle(line), w.english)}
              </chakra.h2>
              <chakra.p fontWeight="bold" data-line-total="">
                {line.total ? fill(q.inAll, { amount: range(line.total) }) : q.onRequestLine}
              </chakra.p>
            </chakra.div>
            {line.item.detail && <chakra.p fontSize="sm">{fill(q.detail, { detail: line.item.detail })}</chakra.p>}
            {/* A state chosen for a service whose cost does not depend on it (Register on /incorporation): shown, so nothing chosen is hidden. */}
            {!line.needsState && line.stateName && (
              <chakra.p fontSize="sm" data-line-state="">
                {q.state}: {stateLabelOf(state.states, line.item.state, line.stateName, w)}
              </chakra.p>
            )}
            <LineBreakdown line={line} w={w} states={state.states} />
            <chakra.div display="flex" flexWrap="wrap" gap="3" mt="3" alignItems="flex-end">
              {line.needsState && (
                <chakra.form method="post" action={QUOTE_ITEMS_PATH} display="flex" flexWrap="wrap" gap="2" alignItems="flex-end" data-quote-form="">
                  <input type="hidden" name="quote" value={quote} />
                  <input type="hidden" name="index" value={index} />
                  <LanguageField />
                  <chakra.label display="flex" flexDirection="column" fontSize="sm" fontWeight="semibold">
                    {q.state}
                    <chakra.select name="state" defaultValue={line.item.state ?? ''} {...controlStyle} w="auto" maxW="14rem">
                      <option value="">{q.stateNotChosen}</option>
                      {stateChoices(state.states, w).map(({ code, label, english }) => (
                        <option key={code} value={code} lang={english ? 'en' : undefined}>
                          {label}
                        </option>
                      ))}
                    </chakra.select>
                  </chakra.label>
                  <ActionButton type="submit" name="do" value="state" variant="secondary" size="sm" aria-label={fill(q.changeStateFor, { service: lineTitle(line) })}>
                    {q.changeState}
                  </ActionButton>
                </chakra.form>
              )}
              <chakra.form method="post" action={QUOTE_ITEMS_PATH} ml="auto" data-quote-form="">
                <input type="hidden" name="quote" value={quote} />
                <input type="hidden" name="index" value={index} />
                <LanguageField />
                <ActionButton type="submit" name="do" value="remove" variant="secondary" size="sm" aria-label={fill(q.removeService, { service: lineTitle(line) })}>
                  {q.remove}
                </ActionButton>
              </chakra.form>
            </chakra.div>
          </chakra.li>
        ))}
      </chakra.ol>
      <chakra.p fontSize="xl" fontWeight="bold" mt="6" data-quote-total="">
        {fill(q.total, { total: totalLine(state.priced, w.total) })}
      </chakra.p>
      <chakra.p fontSize="sm" color="fg.muted" mt="2">
        {q.share}{' '}
        <chakra.a href={quoteHref(state.items, base)} color="brand.700" textDecoration="underline" wordBreak="break-all" data-quote-share="">
          {share}
        </chakra.a>
      </chakra.p>
      <Reach site={site} text={fill(q.askAbout, { url: share })} words={w.words} />
      <SendForm block={block} state={state} quote={quote} site={site} level={level} w={w} base={base} />
    </>
  );
}

function Field({ label, name, error, children, hint }: { label: string; name: string; error?: string; children: ReactNode; hint?: string }) {
  return (
    <chakra.div display="flex" flexDirection="column" gap="1">
      <chakra.label htmlFor={`quote-${name}`} fontWeight="semibold">
        {label}
      </chakra.label>
      {hint && (
        <chakra.span id={`quote-${name}-hint`} fontSize="sm" color="fg.muted">
          {hint}
        </chakra.span>
      )}
      {children}
      {error && (
        <chakra.span id={`quote-${name}-error`} color="red.700" fontSize="sm" fontWeight="semibold">
          {error}
        </chakra.span>
      )}
    </chakra.div>
  );
}

/** A call-back slot as the list shows it: the parts of the day in words, the hours as they are. */
function slotLabel(slot: string, q: QuoteWords['q']): string {
  const named: Record<string, string> = { 'Any time': q.anyTime, Morning: q.morning, Afternoon: q.afternoon, Evening: q.evening };
  return named[slot] ?? slot;
}

function SendForm({ block, state, quote, site, level, w, base }: QuoteScreenProps & { quote: string }) {
  const { q, words } = w;
  const values = state.form?.values ?? {};
  const errors = state.form?.errors ?? {};
  const described = (name: string, hint = false) => [hint ? `quote-${name}-hint` : '', errors[name] ? `quote-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const input = (name: string, type: string, autoComplete: string, extra: Record<string, unknown> = {}) => (
    <chakra.input
      id={`quote-${name}`}
      name={name}
      type={type}
      autoComplete={autoComplete}
      defaultValue={values[name] ?? ''}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={described(name)}
      {...controlStyle}
      {...extra}
    />
  );
  const hours = site.supportHours;
  const ways: Record<(typeof CONTACT_WAYS)[number][0], string> = { call: q.byCall, whatsapp: q.byWhatsApp, email: q.email };
  return (
    <chakra.form
      method="post"
      action={QUOTE_SEND_PATH}
      mt="10"
      borderTopWidth="1px"
      borderColor="border"
      pt="8"
      display="flex"
      flexDirection="column"
      gap="4"
      noValidate
      data-quote-send=""
    >
      <chakra.h2 as={level} fontSize="xl" fontWeight="bold">
        {q.sendHeading}
      </chakra.h2>
      <chakra.p color="fg.muted">{q.sendIntro}</chakra.p>
      {errors._form && (
        <chakra.p role="alert" color="red.700" fontWeight="semibold">
          {errors._form}
        </chakra.p>
      )}
      <input type="hidden" name="quote" value={quote} />
      <LanguageField />
      <Field label={q.yourName} name="name" error={errors.name}>
        {input('name', 'text', 'name', { required: true, maxLength: 100 })}
      </Field>
      <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <Field label={q.phone} name="phone" error={errors.phone}>
          {input('phone', 'tel', 'tel', { maxLength: 20 })}
        </Field>
        <Field label={q.email} name="email" error={errors.email}>
          {input('email', 'email', 'email', { maxLength: 254 })}
        </Field>
      </chakra.div>
      <chakra.p fontSize="sm" color="fg.muted" mt="-2">
        {q.phoneOrEmail}
      </chakra.p>
      <Field label={q.language} name="language" error={errors.language}>
        <chakra.select id="quote-language" name="language" defaultValue={values.language ?? spokenLanguage(block, site, base)} {...controlStyle}>
          {/* Each language is named in its own script; the one in Latin letters is English, so marked on another language's page. */}
          {block.languages.map((language) => (
            <option key={language} value={language} lang={!w.english && /^[\p{Script=Latin}\s]+$/u.test(language) ? 'en' : undefined}>
              {language}
            </option>
          ))}
        </chakra.select>
      </Field>
      <chakra.fieldset display="flex" flexDirection="column" gap="1" aria-describedby={errors.contactBy ? 'quote-contactBy-error' : undefined}>
        <chakra.legend fontWeight="semibold" mb="1">
          {q.reachHow}
        </chakra.legend>
        <chakra.div display="flex" flexWrap="wrap" gap="4">
          {CONTACT_WAYS.map(([value]) => (
            <chakra.label key={value} display="flex" gap="2" alignItems="center" minH="11">
              <chakra.input type="radio" name="contactBy" value={value} defaultChecked={(values.contactBy ?? 'call') === value} w="5" h="5" />
              {ways[value]}
            </chakra.label>
          ))}
        </chakra.div>
        {errors.contactBy && (
          <chakra.span id="quote-contactBy-error" color="red.700" fontSize="sm" fontWeight="semibold">
            {errors.contactBy}
          </chakra.span>
        )}
      </chakra.fieldset>
      <Field label={q.callBack} name="time" error={errors.time} hint={hours ? fill(q.callHours, { days: hours.days, opens: hours.opens, closes: hours.closes }) : q.callAnyHours}>
        <chakra.select id="quote-time" name="time" defaultValue={values.time ?? callSlots(hours)[0]} aria-describedby={described('time', true)} {...controlStyle}>
          {callSlots(hours).map((slot) => (
            <option key={slot} value={slot}>
              {slotLabel(slot, q)}
            </option>
          ))}
        </chakra.select>
      </Field>
      {/* The spam trap: hidden from people, filled by some programs. */}
      <chakra.div position="absolute" left="-10000px" aria-hidden="true">
        <label>
          {words.form.honeypot} <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </chakra.div>
      <ActionButton type="submit" size="lg" alignSelf="flex-start">
        {q.send}
      </ActionButton>
      {site.privacy && (
        <chakra.p fontSize="sm" color="fg.muted">
          {site.privacy.notice}{' '}
          <chakra.a href={site.privacy.policyHref} textDecoration="underline">
            {site.privacy.linkLabel}
          </chakra.a>
        </chakra.p>
      )}
    </chakra.form>
  );
}
