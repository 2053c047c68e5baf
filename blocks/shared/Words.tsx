// A word of the page (engine/i18n/words.ts fill) whose {tokens} may be elements: a service's English
// name inside a Hindi sentence is marked lang="en". With text values only it is the plain string.
import { Fragment, type ReactNode } from 'react';
import { fill } from '../../engine/block-api.tsx';
import { isFallbackText, withoutFallbackText } from '../../engine/i18n/words.ts';

export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  if (Object.values(values).every((v) => typeof v === 'string' || typeof v === 'number')) return fill(template, values as Record<string, string | number>);
  return template.split(/(\{[^{}]+\})/).map((part, i) => {
    const name = /^\{([^{}]+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}

/**
 * A text of the rule tables (a law cited, a rate's label, a structure's legal reason): translated like
 * other config texts (translations/<code>/rules/<table>.json); on another language's page one not
 * translated yet is marked lang="en", and a translated one is the page's language.
 */
export function ruleText(text: string, english: boolean): ReactNode {
  return english || !isFallbackText(text) ? text : <span lang="en">{withoutFallbackText(text)}</span>;
}

/** Rule texts joined by `separator` (and `end`), each marked English only where it is not translated; the plain string when none is. */
export function ruleTexts(texts: string[], separator: string, english: boolean, end = ''): ReactNode {
  if (english || !texts.some(isFallbackText)) return texts.join(separator) + end;
  return (
    <>
      {texts.map((text, i) => (
        <Fragment key={i}>
          {i > 0 && separator}
          {ruleText(text, false)}
        </Fragment>
      ))}
      {end}
    </>
  );
}

/** A text whose parts between the fallback marks (a table's text not translated yet, a name kept in English) are written inside lang="en", the rest in the page's language. */
export function markedNodes(text: string): ReactNode {
  if (!isFallbackText(text)) return text;
  return text.split(/(\uE000[^\uE001]*\uE001?)/).map((part, i) =>
    isFallbackText(part) ? (
      <span key={i} lang="en">
        {withoutFallbackText(part)}
      </span>
    ) : (
      part
    ),
  );
}

/** `text` (a name the site keeps in English) marked lang="en" on a page in another language. */
export function englishName(text: string, english: boolean): ReactNode {
  return english ? text : <span lang="en">{text}</span>;
}
