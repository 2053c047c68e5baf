import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import type { PricingCardsBlock } from '../../engine/generated/config.ts';
import { absoluteUrl, fill, formatINR, useRuleTables, useWords, type BlockProps, type InterfaceWords } from '../../engine/block-api.tsx';
import { siteToday } from '../../engine/calendar/dates.ts';
import { formatDayMonYear } from '../shared/dates.ts';
import { allInPrice, type AllIn, type FeeLine, type Range, type StampLine } from '../../engine/rules/all-in.ts';
import { BlockSection, headingLevel, subLevel } from '../shared/Section.tsx';
import { ActionButton } from '../shared/Button.tsx';
import { QUOTE_ITEMS_PATH, planItemId, whatsappLink } from '../../engine/rules/quote.ts';
import { TooltipBubble, TooltipTrigger, tipFor } from '../shared/Tooltip.tsx';
import { StateChoice, useStateLabels } from '../shared/StateChoice.tsx';
import { englishName, fillNodes, ruleText, ruleTexts } from '../shared/Words.tsx';
import { withoutFallbackText } from '../../engine/i18n/words.ts';
import { isEnglish, markedEnglish } from '../../engine/i18n/words.ts';
import { statesWithFigures } from '../../engine/rules/tables.ts';

/** A card: a plan with its price, or a service quoted on request (no price, no badge, no tax note). */
type Card = Omit<PricingCardsBlock['plans'][number], 'price'> & { price?: number };

/** "₹25,899": the rupee sign plus Indian digit grouping. */
export function formatPrice(amount: number): string {
  return `₹${formatINR(amount)}`;
}

// Plain HTML: each plan's button is a form that adds the plan to the visitor's quote, so it needs no JavaScript.
export function PricingCards({ block, context }: BlockProps<PricingCardsBlock>) {
  const level = headingLevel(context);
  const planLevel = subLevel(level);
  // Plans with a price first, then the services quoted on request (no price set: nothing is invented).
  const cards: Card[] = [...block.plans, ...(block.quotes ?? [])];
  const columns = Math.min(cards.length, 4);
  const rules = useRuleTables();
  const today = siteToday();
  const { words: all, locale } = useWords();
  const pw: PriceWords = { words: all.pricing, locale };
  const { words } = pw;
  // On a state's own page, the state's name in the page's language (महाराष्ट्र on /hi/…), else its English name, marked.
  const stateLabel = useStateLabels();
  const chosenLabel = block.chosenState && stateLabel(block.chosenState.code, block.chosenState.name);
  const chosenName = chosenLabel && (chosenLabel.lang ? markedEnglish(chosenLabel.label) : chosenLabel.label);
  return (
    <BlockSection block={block} context={context} introSize="md">
      {/* Stamp duty depends on the state: the cards show the range, and "Your state" leads to the page made for one state. */}
      {cards.some((c) => c.stampDuty) && (
        <chakra.div maxW="40rem" mx="auto" mb="6">
          <StateChoice
            id={`state-${context.key}`}
            rules={rules}
            states={statesWithFigures(
              cards.flatMap((c) => (c.stampDuty ? [c.stampDuty] : [])),
              rules,
              today,
            )}
            words={block.stateChoice}
            chosen={block.chosenState}
            path={block.chosenState?.basePath ?? context.canonicalPath ?? context.path}
            anchor={block.id}
          />
        </chakra.div>
      )}
      <chakra.ul
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: `repeat(${Math.min(columns, 2)}, 1fr)`, lg: `repeat(${columns}, 1fr)` }}
        gap="6"
        alignItems="stretch"
        pt="3"
        // One plan is a card, not a band across the page: a card's width, centred.
        {...(columns === 1 ? { maxW: '28rem', mx: 'auto' } : {})}
      >
        {cards.map((plan, i) => {
          const highlighted = !!plan.badge;
          // Explanations of the badge and the tax note (block "tooltips"); the bubbles sit at the card's end.
          const badgeTip = tipFor(block.tooltips, plan.badge);
          const taxTip = tipFor(block.tooltips, plan.taxNote);
          const tipId = (what: string) => `tip-${context.key}-${i}-${what}`;
          return (
            <chakra.li
              key={plan.name}
              data-plan={plan.name}
              position="relative"
              display="flex"
              flexDirection="column"
              bg="bg"
              borderWidth={highlighted ? '2px' : '1px'}
              borderColor={highlighted ? 'brand.700' : 'border'}
              borderRadius="xl"
              boxShadow={highlighted ? 'lg' : 'sm'}
              p="6"
              pt={highlighted ? '8' : '6'}
            >
              {plan.badge && (
                <chakra.p
                  position="absolute"
                  top="0"
                  left="50%"
                  transform="translate(-50%, -50%)"
                  bg="brand.700"
                  color="white"
                  fontSize="sm"
                  fontWeight="bold"
                  px="3"
                  py="0.5"
                  borderRadius="full"
                  whiteSpace="nowrap"
                >
                  {badgeTip ? (
                    <TooltipTrigger tipId={tipId('badge')} tooltips={block.tooltips}>
                      {plan.badge}
                    </TooltipTrigger>
                  ) : (
                    plan.badge
                  )}
                </chakra.p>
              )}
              <chakra.h3 as={planLevel} fontSize="xl" fontWeight="bold">
                {plan.name}
              </chakra.h3>
              {plan.description && (
                <chakra.p mt="1" color="fg.muted">
                  {plan.description}
                </chakra.p>
              )}
              <AllInPrice
                all={allInPrice(plan, rules, today, block.chosenState?.code)}
                chosen={chosenName}
                pw={pw}
                taxNote={
                  plan.taxNote &&
                  (taxTip ? (
                    <TooltipTrigger tipId={tipId('tax')} tooltips={block.tooltips} textDecoration="underline dotted" textUnderlineOffset="3px">
                      {plan.taxNote}
                    </TooltipTrigger>
                  ) : (
                    plan.taxNote
                  ))
                }
              />
              {plan.features.length > 0 && (
                <chakra.ul listStyle="none" mt="5" mb="6" display="flex" flexDirection="column" gap="2.5" flex="1">
                  {plan.features.map((feature) => (
                    <chakra.li key={feature} display="flex" gap="2.5" alignItems="flex-start">
                      <chakra.svg viewBox="0 0 24 24" w="5" h="5" mt="0.5" flexShrink={0} fill="none" stroke="currentColor" strokeWidth="2.5" color="green.700" aria-hidden="true">
                        <path d="M20 6 9 17l-5-5" />
                      </chakra.svg>
                      <chakra.span>{feature}</chakra.span>
                    </chakra.li>
                  ))}
                </chakra.ul>
              )}
              {/* A plain form: adds the plan to the visitor's quote (server/quote/), with or without JavaScript. */}
              <chakra.form method="post" action={QUOTE_ITEMS_PATH} mt="auto" w="full" data-quote-add="">
                <input type="hidden" name="add" value={planItemId(plan)} />
                {/* On a state's own page the plan goes into the quote with that state (its stamp duty). */}
                {block.chosenState && plan.stampDuty && <input type="hidden" name="state" value={block.chosenState.code} />}
                <ActionButton type="submit" variant={highlighted ? 'primary' : 'secondary'} size="lg" w="full">
                  {plan.buttonLabel ?? words.addToQuote}
                  <chakra.span srOnly>{fillNodes(`: ${words.addToQuoteFor}`, { service: englishName(plan.action.service, isEnglish(locale)), plan: plan.name })}</chakra.span>
                </ActionButton>
              </chakra.form>
              {badgeTip && <TooltipBubble id={tipId('badge')} text={badgeTip} />}
              {taxTip && <TooltipBubble id={tipId('tax')} text={taxTip} />}
            </chakra.li>
          );
        })}
      </chakra.ul>
      {block.footnote && (
        <chakra.p textAlign="center" color="fg.muted" fontSize="sm" mt="8" maxW="prose" mx="auto">
          {block.footnote}
        </chakra.p>
      )}
      {context.site.whatsapp && (
        <chakra.p textAlign="center" mt="6">
          {words.questions}{' '}
          <chakra.a
            href={whatsappLink(
              context.site.whatsapp,
              fill(words.whatsAppMessage, { topic: block.heading ?? words.yourPlans, url: absoluteUrl(context.site, context.canonicalPath ?? context.path) }),
            )}
            color="brand.700"
            fontWeight="semibold"
            textDecoration="underline"
            data-whatsapp=""
          >
            {words.whatsApp}
          </chakra.a>
        </chakra.p>
      )}
    </BlockSection>
  );
}

/** The price cards' words (site-config/interface.json "pricing") in the page's language, and its locale for dates. */
export interface PriceWords {
  words: InterfaceWords['pricing'];
  locale: string;
}

/** "₹120" or "₹120 to ₹1,500". */
export function formatRange({ min, max }: Range, { words }: PriceWords): string {
  return min === max ? formatPrice(min) : fill(words.range, { min: formatPrice(min), max: formatPrice(max) });
}

const PER: Record<FeeLine['per'], keyof InterfaceWords['pricing']> = {
  application: 'perApplication',
  class: 'perClass',
  work: 'perWork',
  year: 'perYear',
  form: 'perForm',
  certificate: 'perCertificate',
};

/** The line a visitor reads first: "You pay ₹2,359 in all". */
export function totalLine(all: AllIn, pw: PriceWords): string | undefined {
  if (!all.total) return undefined;
  const varies = all.total.min !== all.total.max;
  const template = !varies ? pw.words.total : all.stamp && all.stamp.amount.min !== all.stamp.amount.max ? pw.words.totalByState : pw.words.totalByCase;
  return fill(template, { amount: formatRange(all.total, pw) });
}

/** An unverified figure says so: its note when the note says it, else "Not yet verified" before it. */
function unverified(note: string | undefined, { words, locale }: PriceWords): ReactNode {
  if (!note) return words.notVerifiedSource;
  // A rule table's text: the page's language where it is translated, else English, marked.
  const text = ruleText(note, isEnglish(locale));
  return /^not yet/i.test(withoutFallbackText(note)) ? text : fillNodes(words.notVerifiedNote, { note: text });
}

/** A word or element after a space: the plain string when it is one (the English page's text as before). */
const spaced = (node: ReactNode) => (typeof node === 'string' ? ` ${node}` : <> {node}</>);

function Source({ line, pw }: { line: FeeLine; pw: PriceWords }) {
  const { act, section, notification } = line.source;
  const { words, locale } = pw;
  const asOf = fill(words.feeSource, { date: formatDayMonYear(line.validFrom, locale), per: words[PER[line.per]] as string });
  const capital = line.capital !== undefined ? `, ${fill(words.forCapital, { amount: formatPrice(line.capital) })}` : '';
  const english = isEnglish(locale);
  return (
    <>
      {line.cases.length > 0 && spaced(ruleTexts(line.cases, '; ', english, '.'))} {`${asOf}${capital}.`}{' '}
      {fillNodes(words.source, {
        source: ruleTexts(
          [act, section, notification].filter((t): t is string => Boolean(t)),
          ', ',
          english,
        ),
      })}
      {!line.verified && spaced(unverified(line.note, pw))}
    </>
  );
}

/** "Stamp duty in Maharashtra: ₹1,500", or the range over the states (with why, when a state was chosen that has no figures). */
export function stampSummary(stamp: StampLine, pw: PriceWords, chosen?: string): string {
  const { words } = pw;
  const amount = formatRange(stamp.amount, pw);
  if (stamp.state) return fill(words.stampIn, { state: chosen ?? words.yourState, amount });
  if (stamp.noFiguresFor) return fill(words.stampNone, { state: chosen ?? words.yourState, amount });
  return fill(words.stampRange, { amount });
}

/** Where a stamp duty figure comes from: the documents, the capital, the state or the states, since when, the source. */
function stampDetails(stamp: StampLine, pw: PriceWords, chosen?: string): ReactNode {
  const { words, locale } = pw;
  const names = stamp.documents.map((d) => words[d]);
  const documents = names.length === 2 ? fill(words.and, { first: names[0]!, second: names[1]! }) : names.join(', ');
  const values = { documents, capital: formatPrice(stamp.capital), date: formatDayMonYear(stamp.validFrom, locale) };
  const on = stamp.state ? fill(words.stampOn, { ...values, state: chosen ?? words.yourState }) : fill(words.stampOnStates, { ...values, count: String(stamp.states) });
  const check = stamp.verified ? '' : ` ${stamp.state ? words.stampNotVerified : words.stampNotVerifiedStates}`;
  const source = fillNodes(words.source, { source: ruleTexts(stamp.sources, '; ', isEnglish(locale)) });
  return typeof source === 'string' ? (
    `${on} ${source}${check}`
  ) : (
    <>
      {on} {source}
      {check}
    </>
  );
}

// The total first, then what it is made of; each government fee opens to its date and source (no JavaScript).
function AllInPrice({ all, taxNote, chosen, pw }: { all: AllIn; taxNote?: ReactNode; chosen?: string; pw: PriceWords }) {
  const { words } = pw;
  const total = totalLine(all, pw);
  const small = { fontSize: 'sm', color: 'fg.muted' } as const;
  const notVerified = ` (${words.notVerified})`;
  return (
    <chakra.div mt="4">
      {total ? (
        <chakra.p data-total="" fontSize="2xl" fontWeight="extrabold" lineHeight="1.2" color="fg">
          {total}
        </chakra.p>
      ) : (
        <chakra.p data-total="" fontSize="xl" fontWeight="extrabold" color="fg">
          {words.quoteFee}
        </chakra.p>
      )}
      <chakra.ul listStyle="none" mt="2" display="flex" flexDirection="column" gap="1" {...small}>
        {all.price !== undefined && (
          <li>
            <chakra.span data-price="" fontWeight="bold" color="fg">
              {formatPrice(all.price)}
            </chakra.span>{' '}
            {fill(all.gst === 'plus' ? words.plusGst : words.withGst, { rate: all.rate, amount: formatPrice(all.gstAmount!) })}
            {all.ourFee !== all.price && ` ${fill(words.onOurFee, { amount: formatPrice(all.ourFee!) })}`}
            {taxNote && <> · {taxNote}</>}
          </li>
        )}
        {all.fees.map((line) => (
          <li key={line.fee}>
            <details>
              <chakra.summary cursor="pointer">
                {ruleText(line.name, isEnglish(pw.locale))}: {formatRange(line.amount, pw)}
                {line.dependsOn && `, ${line.dependsOn === 'case' ? words.feeByCase : words.feeByCapital}`}
                {line.included ? `, ${words.feeIncluded}` : ''}
                {!line.verified && notVerified}
              </chakra.summary>
              <Source line={line} pw={pw} />
            </details>
          </li>
        ))}
        {all.stamp && (
          <li>
            <details>
              <chakra.summary cursor="pointer">
                {stampSummary(all.stamp, pw, chosen)}
                {!all.stamp.verified && notVerified}
              </chakra.summary>
              {stampDetails(all.stamp, pw, chosen)}
            </details>
          </li>
        )}
      </chakra.ul>
    </chakra.div>
  );
}
