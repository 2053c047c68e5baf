// A word of the page (engine/i18n/words.ts fill) whose {tokens} may be elements: a service's English
// name inside a Hindi sentence is marked lang="en". With text values only it is the plain string.
import { Fragment, type ReactNode } from 'react';
import { fill } from '../../engine/block-api.tsx';

export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  if (Object.values(values).every((v) => typeof v === 'string' || typeof v === 'number')) return fill(template, values as Record<string, string | number>);
  return template.split(/(\{[^{}]+\})/).map((part, i) => {
    const name = /^\{([^{}]+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}

/** `text` (a name the site keeps in English) marked lang="en" on a page in another language. */
export function englishName(text: string, english: boolean): ReactNode {
  return english ? text : <span lang="en">{text}</span>;
}
