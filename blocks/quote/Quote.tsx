// The quote page. Prerendered it is the empty quote (the page stays static); the server renders it for
// a visitor's quote (its address or cookie) with the figures it worked out (request state `quote`), and
// after the quote is sent with its reference and payment request. Every control is a plain form or link:
// without JavaScript each posts and the server answers with the quote again; behavior.ts makes the same
// posts in the background and swaps the section in place.
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import type { QuoteBlock, Site } from '../../engine/generated/config.ts';
import { requestRenderState, type BlockProps, type QuoteRenderState, type QuoteSentState } from '../../engine/block-api.tsx';
import {
  CONTACT_WAYS,
  QUOTE_ITEMS_PATH,
  QUOTE_PATH,
  QUOTE_SEND_PATH,
  callSlots,
  formatQuote,
  formatRange as range,
  lineTitle,
  rupees,
  totalLine,
  quoteHref,
  telHref,
  whatsappLink,
  type QuoteLine,
} from '../../engine/rules/quote.ts';
import { headingIdFor, Intro } from '../shared/Actions.tsx';
import { InlineText } from '../shared/InlineText.tsx';
import { Section, SectionHeading, headingLevel, subLevel } from '../shared/Section.tsx';
import { ActionButton, ButtonLink } from '../shared/Button.tsx';
import { controlStyle } from '../shared/control-style.ts';

export function Quote({ block, context }: BlockProps<QuoteBlock>) {
  const headingId = headingIdFor(block, context);
  const level = headingLevel(context);
  const state = requestRenderState()?.quote;
  return (
    <Section id={block.id} labelledBy={headingId}>
      <chakra.div data-quote="" maxW="48rem" mx="auto">
        <SectionHeading id={headingId} level={level}>
          {state?.sent ? 'Your quote is sent' : block.heading}
        </SectionHeading>
        {!state?.sent && <Intro text={block.intro} size="md" />}
        {state && <Notices state={state} />}
        {state?.sent ? (
          <Sent block={block} state={state} sent={state.sent} site={context.site} level={subLevel(level)} />
        ) : state?.items.length ? (
          <Filled block={block} state={state} site={context.site} level={subLevel(level)} />
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
function LineBreakdown({ line }: { line: QuoteLine }) {
  const a = line.allIn;
  const rows: [string, string][] = [];
  if (a.price !== undefined) {
    rows.push(['Our fee', rupees(a.ourFee ?? a.price)]);
    rows.push([a.gst === 'plus' ? `GST on our fee (${a.rate}%)` : `of which GST (${a.rate}%)`, rupees(a.gstAmount ?? 0)]);
  } else rows.push(['Our fee', 'quoted within 24 hours']);
  for (const fee of a.fees) rows.push([`${fee.name}${fee.included ? ' (in our fee)' : ''}`, range(fee.amount)]);
  if (a.stamp) {
    const where = a.stamp.state ? `in ${line.stateName}` : a.stamp.noFiguresFor ? `not in our table for ${line.stateName}; range over the states` : 'depends on the state';
    rows.push([`Stamp duty (${where})`, range(a.stamp.amount)]);
  }
  return (
    <chakra.dl display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="1" fontSize="sm" color="fg.muted" mt="2">
      {rows.map(([label, value]) => (
        <chakra.div key={label} display="contents">
          <dt>{label}</dt>
          <chakra.dd textAlign="right">{value}</chakra.dd>
        </chakra.div>
      ))}
    </chakra.dl>
  );
}

function Filled({ block, state, site, level }: { block: QuoteBlock; state: QuoteRenderState; site: Site; level: 'h2' | 'h3' | 'h4' }) {
  const quote = formatQuote(state.items);
  const share = `${site.siteUrl ?? ''}${quoteHref(state.items)}`;
  return (
    <>
      <chakra.ol listStyle="none" display="flex" flexDirection="column" gap="4" data-quote-items="">
        {state.priced.lines.map((line, index) => (
          <chakra.li key={`${line.item.id}-${index}`} borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: '4', md: '5' }} data-item={line.item.id}>
            <chakra.div display="flex" flexWrap="wrap" justifyContent="space-between" gap="2" alignItems="baseline">
              <chakra.h2 as={level} fontSize="lg" fontWeight="bold">
                {lineTitle(line)}
              </chakra.h2>
              <chakra.p fontWeight="bold" data-line-total="">
                {line.total ? `${range(line.total)} in all` : 'Fee quoted within 24 hours'}
              </chakra.p>
            </chakra.div>
            {line.item.detail && <chakra.p fontSize="sm">Name: {line.item.detail}</chakra.p>}
            <LineBreakdown line={line} />
            <chakra.div display="flex" flexWrap="wrap" gap="3" mt="3" alignItems="flex-end">
              {line.needsState && (
                <chakra.form method="post" action={QUOTE_ITEMS_PATH} display="flex" flexWrap="wrap" gap="2" alignItems="flex-end" data-quote-form="">
                  <input type="hidden" name="quote" value={quote} />
                  <input type="hidden" name="index" value={index} />
                  <chakra.label display="flex" flexDirection="column" fontSize="sm" fontWeight="semibold">
                    State
                    <chakra.select name="state" defaultValue={line.item.state ?? ''} {...controlStyle} w="auto" maxW="14rem">
                      <option value="">Not chosen yet</option>
                      {state.states.map(([code, name]) => (
                        <option key={code} value={code}>
                          {name}
                        </option>
                      ))}
                    </chakra.select>
                  </chakra.label>
                  <ActionButton type="submit" name="do" value="state" variant="secondary" size="sm">
                    Change state<chakra.span srOnly> for {lineTitle(line)}</chakra.span>
                  </ActionButton>
                </chakra.form>
              )}
              <chakra.form method="post" action={QUOTE_ITEMS_PATH} ml="auto" data-quote-form="">
                <input type="hidden" name="quote" value={quote} />
                <input type="hidden" name="index" value={index} />
                <ActionButton type="submit" name="do" value="remove" variant="secondary" size="sm">
                  Remove<chakra.span srOnly> {lineTitle(line)}</chakra.span>
                </ActionButton>
              </chakra.form>
            </chakra.div>
          </chakra.li>
        ))}
      </chakra.ol>
      <chakra.p fontSize="xl" fontWeight="bold" mt="6" data-quote-total="">
        Total: {totalLine(state.priced)}
      </chakra.p>
      <chakra.p fontSize="sm" color="fg.muted" mt="2">
        Share this quote:{' '}
        <chakra.a href={quoteHref(state.items)} color="brand.700" textDecoration="underline" wordBreak="break-all" data-quote-share="">
          {share}
        </chakra.a>
      </chakra.p>
      <Reach site={site} text={`Hello, I have a question about my quote: ${share}`} />
      <SendForm block={block} state={state} quote={quote} site={site} level={level} />
    </>
  );
}

/** "Chat on WhatsApp" (when site.json names a number) and the phone number as a tel: link. */
function Reach({ site, text }: { site: Site; text: string }) {
  return (
    <chakra.p display="flex" flexWrap="wrap" gap="4" mt="4" alignItems="center">
      {site.whatsapp && (
        <chakra.a href={whatsappLink(site.whatsapp, text)} color="brand.700" fontWeight="semibold" textDecoration="underline" py="2" data-whatsapp="">
          Chat on WhatsApp
        </chakra.a>
      )}
      <chakra.a href={telHref(site.contact.phone)} color="brand.700" fontWeight="semibold" textDecoration="underline" py="2">
        Call {site.contact.phone}
      </chakra.a>
    </chakra.p>
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

function SendForm({ block, state, quote, site, level }: { block: QuoteBlock; state: QuoteRenderState; quote: string; site: Site; level: 'h2' | 'h3' | 'h4' }) {
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
        Send this quote
      </chakra.h2>
      <chakra.p color="fg.muted">One message with every service above; an expert answers it in the language and the way you choose.</chakra.p>
      {errors._form && (
        <chakra.p role="alert" color="red.700" fontWeight="semibold">
          {errors._form}
        </chakra.p>
      )}
      <input type="hidden" name="quote" value={quote} />
      <Field label="Your name" name="name" error={errors.name}>
        {input('name', 'text', 'name', { required: true, maxLength: 100 })}
      </Field>
      <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <Field label="Phone" name="phone" error={errors.phone}>
          {input('phone', 'tel', 'tel', { maxLength: 20 })}
        </Field>
        <Field label="E-mail" name="email" error={errors.email}>
          {input('email', 'email', 'email', { maxLength: 254 })}
        </Field>
      </chakra.div>
      <chakra.p fontSize="sm" color="fg.muted" mt="-2">
        A phone number, an e-mail address or both.
      </chakra.p>
      <Field label="Language" name="language" error={errors.language}>
        <chakra.select id="quote-language" name="language" defaultValue={values.language ?? block.languages[0]} {...controlStyle}>
          {block.languages.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </chakra.select>
      </Field>
      <chakra.fieldset display="flex" flexDirection="column" gap="1" aria-describedby={errors.contactBy ? 'quote-contactBy-error' : undefined}>
        <chakra.legend fontWeight="semibold" mb="1">
          How should we reach you?
        </chakra.legend>
        <chakra.div display="flex" flexWrap="wrap" gap="4">
          {CONTACT_WAYS.map(([value, label]) => (
            <chakra.label key={value} display="flex" gap="2" alignItems="center" minH="11">
              <chakra.input type="radio" name="contactBy" value={value} defaultChecked={(values.contactBy ?? 'call') === value} w="5" h="5" />
              {label}
            </chakra.label>
          ))}
        </chakra.div>
        {errors.contactBy && (
          <chakra.span id="quote-contactBy-error" color="red.700" fontSize="sm" fontWeight="semibold">
            {errors.contactBy}
          </chakra.span>
        )}
      </chakra.fieldset>
      <Field
        label="Call me back"
        name="time"
        error={errors.time}
        hint={hours ? `We call ${hours.days}, ${hours.opens}–${hours.closes} India time.` : 'When suits you best (India time).'}
      >
        <chakra.select id="quote-time" name="time" defaultValue={values.time ?? 'Any time'} aria-describedby={described('time', true)} {...controlStyle}>
          {callSlots(hours).map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </chakra.select>
      </Field>
      {/* The spam trap: hidden from people, filled by some programs. */}
      <chakra.div position="absolute" left="-10000px" aria-hidden="true">
        <label>
          Website <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </chakra.div>
      <ActionButton type="submit" size="lg" alignSelf="flex-start">
        Send quote
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

function Sent({ block, state, sent, site, level }: { block: QuoteBlock; state: QuoteRenderState; sent: QuoteSentState; site: Site; level: 'h2' | 'h3' | 'h4' }) {
  return (
    <chakra.div role="status" display="flex" flexDirection="column" gap="5" data-quote-sent="">
      <chakra.p fontSize="lg" textAlign="center">
        Your reference:{' '}
        <chakra.strong fontSize="2xl" letterSpacing="wider" data-quote-reference="">
          {sent.reference}
        </chakra.strong>
      </chakra.p>
      <chakra.ul listStyle="none" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" display="flex" flexDirection="column" gap="2">
        {state.priced.lines.map((line, i) => (
          <chakra.li key={`${line.item.id}-${i}`} display="flex" justifyContent="space-between" gap="3" flexWrap="wrap">
            <span>
              {lineTitle(line)}
              {line.stateName ? ` (${line.stateName})` : ''}
            </span>
            <span>{line.total ? range(line.total) : 'fee quoted within 24 hours'}</span>
          </chakra.li>
        ))}
        <chakra.li fontWeight="bold" borderTopWidth="1px" borderColor="border" pt="2" data-quote-total="">
          Total: {totalLine(state.priced)}
        </chakra.li>
      </chakra.ul>
      {sent.emailed && <chakra.p>We have sent the same to your e-mail.</chakra.p>}
      <chakra.h2 as={level} fontSize="xl" fontWeight="bold">
        What happens next
      </chakra.h2>
      <chakra.ol pl="6" listStyle="decimal" display="flex" flexDirection="column" gap="1">
        {block.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </chakra.ol>
      {sent.upi && <Payment sent={sent} upi={sent.upi} level={level} />}
      <Reach site={site} text={`Hello, about my quote ${sent.reference}`} />
      <chakra.p>
        <chakra.a href={QUOTE_PATH} color="brand.700" textDecoration="underline">
          Start a new quote
        </chakra.a>
      </chakra.p>
    </chakra.div>
  );
}

function Payment({ sent, upi, level }: { sent: QuoteSentState; upi: NonNullable<QuoteSentState['upi']>; level: 'h2' | 'h3' | 'h4' }) {
  return (
    <chakra.div borderWidth="2px" borderColor="brand.700" borderRadius="lg" p={{ base: '4', md: '6' }} display="flex" flexDirection="column" gap="4" data-quote-payment="">
      <chakra.h2 as={level} fontSize="xl" fontWeight="bold">
        Pay {rupees(upi.amount)} now by UPI
      </chakra.h2>
      {sent.utr ? (
        <chakra.p fontWeight="semibold" data-quote-claimed="">
          Thank you. We have your UTR {sent.utr}; we confirm the payment once it reaches our bank.
        </chakra.p>
      ) : (
        <>
          <chakra.div display="flex" flexWrap="wrap" gap="6" alignItems="center">
            <ButtonLink href={upi.link} size="lg" data-upi-link="">
              Pay {rupees(upi.amount)} by UPI
            </ButtonLink>
            <chakra.figure display="flex" flexDirection="column" alignItems="center" gap="1">
              <chakra.img src={upi.qr} width="200" height="200" alt={`QR code to pay ${rupees(upi.amount)} by UPI, note ${sent.reference}`} data-upi-qr="" />
              <chakra.figcaption fontSize="sm" color="fg.muted">
                On a computer: scan with your UPI app
              </chakra.figcaption>
            </chakra.figure>
          </chakra.div>
          <chakra.p fontSize="sm" color="fg.muted">
            Your UPI app asks you to confirm; no card or bank details reach this site. After paying, type the 12-digit UTR (UPI reference) your app shows, so we can match it.
          </chakra.p>
          <chakra.form method="post" action={`${QUOTE_PATH}/payment`} noValidate display="flex" flexWrap="wrap" gap="3" alignItems="flex-end" data-quote-utr="" data-quote-form="">
            <input type="hidden" name="reference" value={sent.reference} />
            <chakra.div display="flex" flexDirection="column" gap="1">
              <chakra.label htmlFor="quote-utr" fontWeight="semibold">
                UTR (12 digits)
              </chakra.label>
              <chakra.input
                id="quote-utr"
                name="utr"
                inputMode="numeric"
                pattern="[0-9]{12}"
                maxLength={12}
                autoComplete="off"
                defaultValue={sent.utrValue ?? ''}
                aria-invalid={sent.utrError ? true : undefined}
                aria-describedby={sent.utrError ? 'quote-utr-error' : undefined}
                {...controlStyle}
                w="14rem"
              />
            </chakra.div>
            <ActionButton type="submit" variant="secondary">
              I have paid
            </ActionButton>
            {sent.utrError && (
              <chakra.span id="quote-utr-error" color="red.700" fontSize="sm" fontWeight="semibold" w="full">
                {sent.utrError}
              </chakra.span>
            )}
          </chakra.form>
        </>
      )}
    </chakra.div>
  );
}
