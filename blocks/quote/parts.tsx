// The pieces both screens of the quote use (the quote being made, Quote.tsx; the quote sent, Sent.tsx):
// its words in the page's language, a state's name, the page's language for the server, and the ways to reach us.
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import type { QuoteBlock, Site } from '../../engine/generated/config.ts';
import { fill, isEnglish, plural, useWords, type InterfaceWords, type QuoteRenderState } from '../../engine/block-api.tsx';
import { rupees, telHref, whatsappLink, type TotalWords } from '../../engine/rules/quote.ts';
import type { Range } from '../../engine/rules/all-in.ts';
import { englishName } from '../shared/Words.tsx';
import { stateLabel } from '../../engine/rules/state-match.ts';
import { LANGUAGE_FIELD } from '../../engine/forms.ts';

/** The quote page's words: the "quote" group, with the total line and ranges in the page's language. */
export function useQuoteWords() {
  const { words, locale } = useWords();
  const q = words.quote;
  const english = isEnglish(locale);
  const range = ({ min, max }: Range) => (min === max ? rupees(min) : fill(words.pricing.range, { min: rupees(min), max: rupees(max) }));
  const total: TotalWords = {
    inAll: q.inAll,
    dependsOnCase: q.dependsOnCase,
    plus: q.plus,
    onRequest: (count) => plural(q.onRequest, count, locale, { count }),
    range,
  };
  return { words, q, range, total, english, language: locale.split('-')[0]! };
}
export type QuoteWords = ReturnType<typeof useQuoteWords>;

/** What each screen of the quote is drawn from: the block, the visitor's quote as the server worked it out, the words. */
export interface QuoteScreenProps {
  block: QuoteBlock;
  state: QuoteRenderState;
  site: Site;
  level: 'h2' | 'h3' | 'h4';
  w: QuoteWords;
  /** The quote page's address in the page's language (/quote, /hi/quote). */
  base: string;
}

/** A state's name in the page's language (its Hindi name on /hi/quote), else its English name, marked so. */
export function stateLabelOf(states: QuoteRenderState['states'], code: string | undefined, english: string, w: QuoteWords): ReactNode {
  const found = states.find(([c]) => c === code);
  const { label, english: isEnglishName } = found ? stateLabel({ name: found[1], names: found[2] }, w.language) : { label: english, english: true };
  return englishName(label, w.english || !isEnglishName);
}

/** The page's language for the server (server/quote/routes.ts answers in it). */
export function LanguageField() {
  const { locale } = useWords();
  return <input type="hidden" name={LANGUAGE_FIELD} value={locale.split('-')[0]} />;
}

/** "Chat on WhatsApp" (when site.json names a number) and the phone number as a tel: link. */
export function Reach({ site, text, words }: { site: Site; text: string; words: InterfaceWords }) {
  return (
    <chakra.p display="flex" flexWrap="wrap" gap="4" mt="4" alignItems="center">
      {site.whatsapp && (
        <chakra.a href={whatsappLink(site.whatsapp, text)} color="brand.700" fontWeight="semibold" textDecoration="underline" py="2" data-whatsapp="">
          {words.footer.whatsApp}
        </chakra.a>
      )}
      <chakra.a href={telHref(site.contact.phone)} color="brand.700" fontWeight="semibold" textDecoration="underline" py="2">
        {fill(words.quote.call, { phone: site.contact.phone })}
      </chakra.a>
    </chakra.p>
  );
}
