// The quote once sent: its reference, what it costs in all, the next steps, and the UPI payment request with
// the form that tells us it was paid (the UTR); a plain form, as every control of the quote.
import { chakra } from '@chakra-ui/react/styled-system';
import { fill, type QuoteSentState } from '../../engine/block-api.tsx';
import { QUOTE_PATH, lineTitle, quoteHref, rupees, totalLine } from '../../engine/rules/quote.ts';
import { englishName } from '../shared/Words.tsx';
import { ActionButton, ButtonLink } from '../shared/Button.tsx';
import { controlStyle } from '../shared/control-style.ts';
import { LanguageField, Reach, stateLabelOf, type QuoteScreenProps, type QuoteWords } from './parts.tsx';

export function Sent({ block, state, sent, site, level, w, base }: QuoteScreenProps & { sent: QuoteSentState }) {
  const { q, range } = w;
  return (
    <chakra.div role="status" display="flex" flexDirection="column" gap="5" data-quote-sent="">
      <chakra.p fontSize="lg" textAlign="center">
        {q.reference}{' '}
        <chakra.strong fontSize="2xl" letterSpacing="wider" data-quote-reference="">
          {sent.reference}
        </chakra.strong>
      </chakra.p>
      <chakra.ul listStyle="none" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" display="flex" flexDirection="column" gap="2">
        {state.priced.lines.map((line, i) => (
          <chakra.li key={`${line.item.id}-${i}`} display="flex" justifyContent="space-between" gap="3" flexWrap="wrap">
            <span>
              {englishName(lineTitle(line), w.english)}
              {line.stateName && <> ({stateLabelOf(state.states, line.item.state, line.stateName, w)})</>}
            </span>
            <span>{line.total ? range(line.total) : q.onRequestLine}</span>
          </chakra.li>
        ))}
        <chakra.li fontWeight="bold" borderTopWidth="1px" borderColor="border" pt="2" data-quote-total="">
          {fill(q.total, { total: totalLine(state.priced, w.total) })}
        </chakra.li>
      </chakra.ul>
      {sent.emailed && <chakra.p>{q.emailed}</chakra.p>}
      <chakra.h2 as={level} fontSize="xl" fontWeight="bold">
        {q.nextHeading}
      </chakra.h2>
      <chakra.ol pl="6" listStyle="decimal" display="flex" flexDirection="column" gap="1">
        {block.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </chakra.ol>
      {sent.upi && <Payment sent={sent} upi={sent.upi} level={level} q={q} />}
      <Reach site={site} text={fill(q.aboutReference, { reference: sent.reference })} words={w.words} />
      <chakra.p>
        <chakra.a href={quoteHref([], base)} color="brand.700" textDecoration="underline">
          {q.newQuote}
        </chakra.a>
      </chakra.p>
    </chakra.div>
  );
}

function Payment({ sent, upi, level, q }: { sent: QuoteSentState; upi: NonNullable<QuoteSentState['upi']>; level: 'h2' | 'h3' | 'h4'; q: QuoteWords['q'] }) {
  const amount = rupees(upi.amount);
  return (
    <chakra.div borderWidth="2px" borderColor="brand.700" borderRadius="lg" p={{ base: '4', md: '6' }} display="flex" flexDirection="column" gap="4" data-quote-payment="">
      <chakra.h2 as={level} fontSize="xl" fontWeight="bold">
        {fill(q.payHeading, { amount })}
      </chakra.h2>
      {sent.utr ? (
        <chakra.p fontWeight="semibold" data-quote-claimed="">
          {fill(q.paid, { utr: sent.utr })}
        </chakra.p>
      ) : (
        <>
          <chakra.div display="flex" flexWrap="wrap" gap="6" alignItems="center">
            <ButtonLink href={upi.link} size="lg" data-upi-link="">
              {fill(q.payButton, { amount })}
            </ButtonLink>
            <chakra.figure display="flex" flexDirection="column" alignItems="center" gap="1">
              <chakra.img src={upi.qr} width="200" height="200" alt={fill(q.qrAlt, { amount, reference: sent.reference })} data-upi-qr="" />
              <chakra.figcaption fontSize="sm" color="fg.muted">
                {q.qrCaption}
              </chakra.figcaption>
            </chakra.figure>
          </chakra.div>
          <chakra.p fontSize="sm" color="fg.muted">
            {q.payHelp}
          </chakra.p>
          <chakra.form method="post" action={`${QUOTE_PATH}/payment`} noValidate display="flex" flexWrap="wrap" gap="3" alignItems="flex-end" data-quote-utr="" data-quote-form="">
            <input type="hidden" name="reference" value={sent.reference} />
            <LanguageField />
            <chakra.div display="flex" flexDirection="column" gap="1">
              <chakra.label htmlFor="quote-utr" fontWeight="semibold">
                {q.utrLabel}
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
              {q.havePaid}
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
