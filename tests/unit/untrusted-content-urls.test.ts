// The second half of the payload list (data:, vbscript:, JSON-LD and XML breakouts, links in text);
// see untrusted-content.test.ts. Two files, so vitest runs the halves on both cores.
import { PAYLOADS } from './untrusted/payloads.ts';
import { describePayloads } from './untrusted/suite.ts';

describePayloads(PAYLOADS.slice(10));
