// Breaking out of the element, attribute, JSON or XML a value is written into, and links written inside
// texts, in every field; see untrusted-content.test.ts. Three files, so vitest runs them on both cores.
import { BREAKOUTS, TEXT_LINKS } from '../fixtures/xss-payloads.ts';
import { describePayloads } from './untrusted/suite.ts';

describePayloads('breakouts', BREAKOUTS);
describePayloads('links in text', TEXT_LINKS);
