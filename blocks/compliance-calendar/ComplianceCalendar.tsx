import type { CSSProperties } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import type { ComplianceCalendarBlock } from '../../engine/generated/config.ts';
import { useCalendar, useWords, type BlockProps } from '../../engine/block-api.tsx';
import { occurrences, type Occurrence } from '../../engine/calendar/engine.ts';
import { addDays, addMonthsIso, indiaToday, siteNow } from '../../engine/calendar/dates.ts';
import { ENTITY_LABELS, GST_LABELS, stateOptions, type LocalCalendar } from '../../engine/calendar/profile.ts';
import { CALENDAR_PAGE_PATH, calendarFeedPath, feedLinks } from '../../engine/calendar/public.ts';
import { dueDateIn, monthLabelIn, type CalendarWords } from '../../engine/calendar/words.ts';
import { fill, isEnglish } from '../../engine/i18n/words.ts';
import { englishName } from '../shared/Words.tsx';
import { BlockSection, headingLevel, subLevel } from '../shared/Section.tsx';
import { ButtonLink, ActionButton } from '../shared/Button.tsx';
import { urgencyColours, urgencyFor } from '../shared/urgency.ts';
import { countText, enquireAboutText, enquiryHref, extensionText, serviceLinkText, codeParts } from '../../engine/calendar/texts.ts';
import { languageOfPath, pathIn } from '../../engine/i18n/languages.ts';

export const DEFAULT_MONTHS = 12;

// Same colour language as the deadline cards: the badge and the left border follow data-urgency.
const rowStyles = {
  ...urgencyColours('borderLeftColor'),
  '& [data-month]:not(:has([data-occ]:not([hidden])))': { display: 'none' },
  // Twelve months are ~130 rows: months below the fold are not laid out or painted until scrolled
  // near (Lighthouse mobile at 390 px: 0.53 → 0.98, measured on a busy machine).
  // The estimate is a little more than the month's rows take (--rows, set by MonthGroup and behavior.ts): a
  // month not yet laid out must not be shorter than its rows, or they reach into the next month's and a
  // reader of the page without its layout (Lighthouse's target-size) finds the links overlapping.
  '& [data-month]': {
    contentVisibility: 'auto',
    containIntrinsicSize: { base: 'auto calc(var(--rows, 8) * 240px + 60px)', md: 'auto calc(var(--rows, 8) * 170px + 60px)', lg: 'auto calc(var(--rows, 8) * 120px + 60px)' },
  },
  // Rows with an extension get this line (also when behavior.ts adds it, so it is styled here, not inline).
  '& [data-field=extension]': { fontSize: 'sm', color: 'orange.800', mt: '1' },
  // The site's update about the date (the rule's "update"), beside the deadline; behavior.ts adds it too.
  // At least 24 px tall (WCAG 2.2 target size): a one-line link in small type is only ~22 px.
  // Its own background (the row's): a reader of the page without its layout (axe or Lighthouse before
  // the months below the fold are laid out) finds the link's colours on the link, not on what lies
  // under its estimated box (the footer: 2.29:1).
  '& [data-field=update]': {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '6',
    fontSize: 'sm',
    color: 'brand.700',
    bg: 'bg',
    textDecoration: 'underline',
    fontWeight: 'medium',
    mt: '1',
  },
  // "Get help with …" and "Enquire": 24 px tall too (one line of small type is 22.4 px).
  '& [data-field=service], & [data-field=enquiry]': {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '6',
    color: 'brand.700',
    bg: 'bg',
    textDecoration: 'underline',
    fontWeight: 'medium',
  },
} as const;

/**
 * The next months of deadlines, grouped by month, with a profile chooser. Without JavaScript the chooser
 * is a GET form the server answers (server/calendar.ts); with it, behavior.ts filters instantly and
 * recomputes the list for the visitor's day. Every row carries data-rule / data-date for both.
 */
export function ComplianceCalendar({ block, context }: BlockProps<ComplianceCalendarBlock>) {
  const calendar = useCalendar();
  const { words, locale } = useWords();
  const cw: CalendarWords = { words: words.calendar, locale };
  const w = words.calendar;
  const level = headingLevel(context);
  const monthLevel = subLevel(level);
  const rowLevel = subLevel(monthLevel === 'h2' ? 2 : 3);
  const now = siteNow();
  const today = indiaToday(now);
  const months = block.months ?? DEFAULT_MONTHS;
  const until = addDays(addMonthsIso(today, months), -1);
  const items = occurrences(calendar, { from: today, to: until, language: cw });
  const groups = new Map<string, Occurrence[]>();
  for (const o of items) groups.set(o.due.slice(0, 7), [...(groups.get(o.due.slice(0, 7)) ?? []), o]);
  // The chooser answers on the calendar page of the page's language (/hi/compliance-calendar), without JavaScript too.
  const { code } = languageOfPath(context.site, context.path);
  const calendarPath = pathIn(context.site, code, CALENDAR_PAGE_PATH);
  // The feed of the page's language: its events are written in that language too.
  const feedPath = calendarPath === CALENDAR_PAGE_PATH ? calendarFeedPath() : calendarFeedPath(code);
  const links = feedLinks(context.site.siteUrl ?? '', {}, fill(w.feedName, { brand: context.site.brand.name }), feedPath);
  const selectStyle = { w: 'full', h: '11', px: '3', borderWidth: '1px', borderColor: 'gray.500', borderRadius: 'md', bg: 'bg', fontSize: 'md', cursor: 'pointer' } as const;
  const field = (name: string, label: string, options: [string, string][]) => (
    <chakra.div display="flex" flexDirection="column" gap="1.5">
      <chakra.label htmlFor={`calendar-${name}`} fontWeight="semibold" fontSize="sm">
        {label}
      </chakra.label>
      <chakra.select id={`calendar-${name}`} name={name} defaultValue="" {...selectStyle}>
        <option value="">{w.any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </chakra.select>
    </chakra.div>
  );
  return (
    <BlockSection block={block} context={context}>
      <chakra.div data-calendar-root="" data-months={months} data-built={today} data-urgency-words={JSON.stringify({ words: words.deadlines, locale })} css={rowStyles}>
        <chakra.form method="get" action={calendarPath} data-calendar-form="" aria-label={w.formLabel} bg="bg.subtle" borderRadius="lg" p={{ base: '4', md: '6' }}>
          <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="4">
            {field(
              'entity',
              w.entity,
              Object.keys(ENTITY_LABELS).map((k) => [k, w.entities[k as keyof typeof ENTITY_LABELS]]),
            )}
            {field(
              'gst',
              w.gst,
              Object.keys(GST_LABELS).map((k) => [k, w.gstChoices[k as keyof typeof GST_LABELS]]),
            )}
            {field('state', w.state, stateOptions(calendar))}
            {field('employees', w.employees, [
              ['yes', w.employeesYes],
              ['no', w.employeesNo],
            ])}
          </chakra.div>
          <chakra.div display="flex" flexWrap="wrap" gap="3" mt="4" alignItems="center">
            <ActionButton type="submit" variant="primary" size="md">
              {w.show}
            </ActionButton>
            <chakra.a href={calendarPath} color="brand.700" textDecoration="underline" fontWeight="medium">
              {w.showAll}
            </chakra.a>
          </chakra.div>
        </chakra.form>

        <chakra.p data-calendar-count="" role="status" mt="6" fontWeight="semibold">
          {countText(items.length, today, until, cw)}
        </chakra.p>

        <chakra.div mt="4" p="4" borderWidth="1px" borderColor="border" borderRadius="lg">
          <chakra.p fontWeight="semibold" mb="3">
            {w.feedIntro}
          </chakra.p>
          <chakra.div display="flex" flexWrap="wrap" gap="2">
            <ButtonLink data-feed-link="google" href={links.google} variant="secondary" size="sm" rel="noopener">
              {w.google}
            </ButtonLink>
            <ButtonLink data-feed-link="webcal" href={links.webcal} variant="secondary" size="sm">
              {w.apple}
            </ButtonLink>
            <ButtonLink data-feed-link="outlook" href={links.outlook} variant="secondary" size="sm" rel="noopener">
              {w.outlook}
            </ButtonLink>
            <ButtonLink data-feed-link="download" href={links.download} variant="secondary" size="sm" download="compliance-calendar.ics">
              {w.download}
            </ButtonLink>
          </chakra.div>
        </chakra.div>

        <chakra.div data-calendar-list="" mt="8" display="flex" flexDirection="column" gap="8">
          {[...groups].map(([month, list]) => (
            <MonthGroup key={month} month={month} items={list} now={now} monthLevel={monthLevel} rowLevel={rowLevel} />
          ))}
        </chakra.div>
        {/* What behavior.ts clones when it redraws the list for another day or profile. */}
        <template data-calendar-template="">
          {items[0] && <MonthGroup month={items[0].due.slice(0, 7)} items={[items[0]]} now={now} monthLevel={monthLevel} rowLevel={rowLevel} />}
        </template>
      </chakra.div>
    </BlockSection>
  );
}

function MonthGroup({ month, items, now, monthLevel, rowLevel }: { month: string; items: Occurrence[]; now: Date; monthLevel: 'h2' | 'h3' | 'h4'; rowLevel: 'h2' | 'h3' | 'h4' }) {
  const { locale } = useWords();
  const [year, m] = month.split('-').map(Number) as [number, number];
  return (
    <chakra.section data-month={month} aria-labelledby={`month-${month}`} style={{ '--rows': items.length } as CSSProperties}>
      <chakra.h2 as={monthLevel} id={`month-${month}`} data-month-title="" fontSize="xl" fontWeight="bold" mb="3" pb="2" borderBottomWidth="2px" borderColor="border">
        {monthLabelIn(year, m, locale)}
      </chakra.h2>
      <chakra.ul listStyle="none" display="flex" flexDirection="column" gap="3">
        {items.map((o) => (
          <Row key={o.id} o={o} now={now} rowLevel={rowLevel} />
        ))}
      </chakra.ul>
    </chakra.section>
  );
}

function Row({ o, now, rowLevel }: { o: Occurrence; now: Date; rowLevel: 'h2' | 'h3' | 'h4' }) {
  const { words, locale } = useWords();
  const info = urgencyFor(o.due, now, { words: words.deadlines, locale });
  const cw: CalendarWords = { words: words.calendar, locale };
  const calendar: LocalCalendar = useCalendar();
  const extension = extensionText(o, cw);
  return (
    <chakra.li
      data-occ=""
      data-rule={o.rule.id}
      data-date={o.due}
      data-urgency={info.urgency}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '9rem 1fr auto' }}
      gap={{ base: '2', md: '4' }}
      alignItems="start"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderLeftWidth="4px"
      borderRadius="md"
      p="4"
    >
      <chakra.div display="flex" flexDirection={{ base: 'row', md: 'column' }} gap="2" alignItems={{ base: 'center', md: 'flex-start' }}>
        <chakra.time data-field="date" dateTime={o.due} fontWeight="bold">
          {dueDateIn(o.due, locale)}
        </chakra.time>
        <chakra.span data-urgency-label="" fontSize="xs" fontWeight="bold" px="2.5" py="0.5" borderRadius="full">
          {info.label}
        </chakra.span>
      </chakra.div>
      <chakra.div>
        <chakra.h3 as={rowLevel} data-field="summary" fontSize="md" fontWeight="semibold" lineHeight="1.4">
          <WithCode text={o.summary} code={o.rule.form} english={isEnglish(locale)} />
        </chakra.h3>
        <chakra.p data-field="who" fontSize="sm" color="fg.muted" mt="1">
          {o.rule.appliesTo.who}
        </chakra.p>
        {extension && <p data-field="extension">{extension}</p>}
        {o.update && (
          <a data-field="update" href={o.update.href}>
            {o.update.label}
          </a>
        )}
      </chakra.div>
      <chakra.div display="flex" flexWrap="wrap" gap="3" fontSize="sm" alignItems="center">
        <chakra.a data-field="service" href={o.rule.service.href}>
          <WithCode text={serviceLinkText(o, cw)} code={o.rule.form} english={isEnglish(locale)} />
        </chakra.a>
        <chakra.a data-field="enquiry" href={enquiryHref(o, calendar.enquiryPath)} aria-label={enquireAboutText(o, cw)}>
          {words.calendar.enquire}
        </chakra.a>
      </chakra.div>
    </chakra.li>
  );
}

/** A deadline's text (its sentence, its service link); on a page in another language its form code is marked lang="en". */
export function WithCode({ text, code, english }: { text: string; code: string; english: boolean }) {
  const { before, form, after } = codeParts(text, code);
  return english || !form ? (
    text
  ) : (
    <>
      {before}
      {englishName(form, false)}
      {after}
    </>
  );
}
