import { chakra } from '@chakra-ui/react/styled-system';
import type { DeadlineGridBlock } from '../../engine/generated/config.ts';
import { useCalendar, useWords, type BlockProps } from '../../engine/block-api.tsx';
import { upcoming } from '../../engine/calendar/engine.ts';
import { indiaToday, siteNow } from '../../engine/calendar/dates.ts';
import { isEnglish } from '../../engine/i18n/words.ts';
import { BlockSection, headingLevel, subLevel } from '../shared/Section.tsx';
import { Actions } from '../shared/Actions.tsx';
import { formatDayMonYear } from '../shared/dates.ts';
import { URGENCY_LABELS, urgencyColours, urgencyFor, type DeadlineWords, type Urgency } from '../shared/urgency.ts';
import { TooltipBubble, TooltipTrigger, tipFor } from '../shared/Tooltip.tsx';
import { englishName } from '../shared/Words.tsx';

const urgencyStyles = {
  ...urgencyColours('borderTopColor'),
  // The site's update about a date (a calendar rule's "update"); behavior.ts adds it to cards it makes, so styled here.
  '& [data-update]': { fontSize: 'sm', color: 'brand.700', textDecoration: 'underline', fontWeight: 'medium' },
};

export const DEFAULT_CALENDAR_COUNT = 8;

interface Card {
  date: string;
  task: string;
  note?: string;
  /** Stable occurrence id when the card comes from the compliance calendar. */
  occurrence?: string;
  /** The site's update about the date, when the calendar rule names one. */
  update?: { label: string; href: string };
  /** The form code the task starts with (calendar cards): marked lang="en" on a page in another language. */
  form?: string;
}

/** Deadline cards, fixed or computed from the compliance calendar for the build day; behavior.ts redoes both for the visitor's day. */
export function DeadlineGrid({ block, context }: BlockProps<DeadlineGridBlock>) {
  const level = headingLevel(context);
  const cardLevel = subLevel(level);
  const now = siteNow();
  const { words, locale } = useWords();
  // The page's deadline words, for the cards and for behavior.ts (which relabels them on the visitor's day).
  const dw: DeadlineWords = { words: words.deadlines, locale };
  // One explanation per urgency label (block "tooltips"); each card's label points at the one for its
  // urgency, and behavior.ts re-points it when the visitor's day changes the urgency.
  const tipPrefix = `tip-${context.key}-`;
  const urgencyTips = (Object.keys(URGENCY_LABELS) as Urgency[]).flatMap((u) => {
    const text = tipFor(block.tooltips, URGENCY_LABELS[u]);
    return text ? [{ urgency: u, id: tipPrefix + u, text }] : [];
  });
  const tips: Tips | undefined = urgencyTips.length ? { prefix: tipPrefix, has: (u) => urgencyTips.some((t) => t.urgency === u), tooltips: block.tooltips } : undefined;
  const fromCalendar = block.source === 'calendar';
  const filters = { count: block.calendar?.count ?? DEFAULT_CALENDAR_COUNT, authorities: block.calendar?.authorities, profile: block.calendar?.profile };
  return (
    <BlockSection block={block} context={context} tone="subtle">
      <chakra.ul
        mt={block.heading && !block.intro ? '8' : undefined}
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
        gap="4"
        css={urgencyStyles}
        data-calendar-filters={fromCalendar ? JSON.stringify(filters) : undefined}
        data-urgency-words={JSON.stringify(dw)}
      >
        {fromCalendar ? (
          <CalendarCards filters={filters} now={now} cardLevel={cardLevel} tips={tips} dw={dw} />
        ) : (
          // Validation requires "items" unless the source is the calendar.
          (block.items ?? []).map((item) => <DeadlineCard key={`${item.date}-${item.task}`} card={item} now={now} cardLevel={cardLevel} tips={tips} dw={dw} />)
        )}
      </chakra.ul>
      {urgencyTips.map((t) => (
        <TooltipBubble key={t.id} id={t.id} text={t.text} />
      ))}
      <Actions actions={block.actions} />
    </BlockSection>
  );
}

type Filters = { count: number; authorities?: string[]; profile?: NonNullable<DeadlineGridBlock['calendar']>['profile'] };

/** Tooltips of the urgency labels: the bubble ids share a prefix and end in the urgency. */
type Tips = { prefix: string; has: (u: Urgency) => boolean; tooltips: DeadlineGridBlock['tooltips'] };

function CalendarCards({ filters, now, cardLevel, tips, dw }: { filters: Filters; now: Date; cardLevel: 'h2' | 'h3' | 'h4'; tips?: Tips; dw: DeadlineWords }) {
  const calendar = useCalendar();
  const { words } = useWords();
  const language = { words: words.calendar, locale: dw.locale };
  const cards = upcoming(calendar, indiaToday(now), filters.count, { authorities: filters.authorities, profile: filters.profile, language });
  return (
    <>
      {cards.map((o) => (
        <DeadlineCard
          key={o.id}
          card={{ date: o.due, task: o.summary, form: o.rule.form, note: o.rule.appliesTo.who, occurrence: o.id, ...(o.update ? { update: o.update } : {}) }}
          now={now}
          cardLevel={cardLevel}
          tips={tips}
          dw={dw}
        />
      ))}
    </>
  );
}

function DeadlineCard({ card, now, cardLevel, tips, dw }: { card: Card; now: Date; cardLevel: 'h2' | 'h3' | 'h4'; tips?: Tips; dw: DeadlineWords }) {
  const info = urgencyFor(card.date, now, dw);
  // A calendar card's sentence is in the page's language (its names translated with the calendar) but for its form code.
  const codeFirst = !!card.form && !isEnglish(dw.locale) && card.task.startsWith(card.form);
  return (
    <chakra.li
      data-deadline=""
      data-date={card.date}
      data-occurrence={card.occurrence}
      data-urgency={info.urgency}
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderTopWidth="4px"
      borderRadius="lg"
      p="5"
      boxShadow="sm"
      display="flex"
      flexDirection="column"
      gap="2"
    >
      <chakra.div display="flex" justifyContent="space-between" alignItems="center" gap="2" flexWrap="wrap">
        <chakra.time dateTime={card.date} fontWeight="bold" color="gray.800">
          {formatDayMonYear(card.date, dw.locale)}
        </chakra.time>
        {tips ? (
          <TooltipTrigger
            tipId={tips.has(info.urgency) ? tips.prefix + info.urgency : ''}
            tooltips={tips.tooltips}
            data-urgency-label=""
            data-tip-prefix={tips.prefix}
            fontSize="xs"
            fontWeight="bold"
            px="2.5"
            py="0.5"
            borderRadius="full"
          >
            <span data-urgency-text="">{info.label}</span>
          </TooltipTrigger>
        ) : (
          <chakra.span data-urgency-label="" fontSize="xs" fontWeight="bold" px="2.5" py="0.5" borderRadius="full">
            {info.label}
          </chakra.span>
        )}
      </chakra.div>
      <chakra.h3 as={cardLevel} data-task="" fontSize="md" fontWeight="semibold" lineHeight="1.4">
        {codeFirst ? (
          <>
            {englishName(card.form!, false)}
            {card.task.slice(card.form!.length)}
          </>
        ) : (
          card.task
        )}
      </chakra.h3>
      {card.note && (
        <chakra.p data-note="" fontSize="sm" color="fg.muted">
          {card.note}
        </chakra.p>
      )}
      {card.update && (
        <a data-update="" href={card.update.href}>
          {card.update.label}
        </a>
      )}
      <chakra.p data-urgency-remaining="" fontSize="sm" color="fg.muted" mt="auto">
        {info.remaining}
      </chakra.p>
    </chakra.li>
  );
}
