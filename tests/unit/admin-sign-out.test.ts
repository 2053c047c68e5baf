// Signing out of the back office on purpose (admin/app/src/shared/handoff.ts): a request of the screen still
// in flight answers 401 once the session is gone, and that answer must not turn "You are signed out." into
// "Your session has ended" with a way back to the screen (seen in the browser tests as a sign-out that
// sometimes landed on /admin/sign-in?next=%2Fadmin%2Fleads).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

let assigned: string[];
let stored: Map<string, string>;

beforeEach(() => {
  vi.resetModules();
  assigned = [];
  stored = new Map();
  vi.stubGlobal('location', { assign: (url: string) => assigned.push(url) });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

const handoff = () => import('../../admin/app/src/shared/handoff.ts');
const ENDED = 'Your session has ended. Sign in again to carry on.';

it('a 401 answered while the tab signs out leaves the sign-out as it is: to sign-in, "You are signed out.", no way back', async () => {
  const { signOutWith, sessionEnded, takeSignInNotice } = await handoff();
  let answer!: (value: undefined) => void;
  const signingOut = signOutWith(() => new Promise((resolve) => (answer = resolve)), 'You are signed out.');
  sessionEnded(ENDED, '/admin/leads');
  expect(assigned).toEqual([]);
  answer(undefined);
  await signingOut;
  sessionEnded(ENDED, '/admin/leads');
  expect(assigned).toEqual(['/admin/sign-in']);
  expect(takeSignInNotice()).toBe('You are signed out.');
  expect(takeSignInNotice()).toBeUndefined();
});

it("the server's own words win (signed out on every device)", async () => {
  const { signOutWith, takeSignInNotice } = await handoff();
  await signOutWith(async () => ({ message: 'You are signed out on every device (3 sessions).' }), 'You are signed out on every device.');
  expect(assigned).toEqual(['/admin/sign-in']);
  expect(takeSignInNotice()).toBe('You are signed out on every device (3 sessions).');
});

it('a session that ends by itself goes to sign-in and back to the screen afterwards', async () => {
  const { sessionEnded, takeSignInNotice } = await handoff();
  sessionEnded(ENDED, '/admin/leads?status=new');
  expect(assigned).toEqual(['/admin/sign-in?next=%2Fadmin%2Fleads%3Fstatus%3Dnew']);
  expect(takeSignInNotice()).toBe(ENDED);
});

it('a sign-out that fails is thrown back, stays on the screen, and a later 401 is a session that ended', async () => {
  const { signOutWith, sessionEnded } = await handoff();
  await expect(signOutWith(() => Promise.reject(new Error('No connection: nothing was changed.')), 'You are signed out.')).rejects.toThrow('No connection');
  expect(assigned).toEqual([]);
  sessionEnded(ENDED, '/admin/leads');
  expect(assigned).toEqual(['/admin/sign-in?next=%2Fadmin%2Fleads']);
});
