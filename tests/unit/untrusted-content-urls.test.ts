// Addresses a browser runs or loads (javascript:, vbscript:, data: in their disguises) in every field;
// see untrusted-content.test.ts. Three files, so vitest runs the payload groups on both cores.
import { ADDRESSES } from '../fixtures/xss-payloads.ts';
import { describePayloads } from './untrusted/suite.ts';

describePayloads('addresses', ADDRESSES);
