// Moving between the sign-in screens without reloading: one address per screen (each also opens
// directly, the server serves auth.html for all of them), a little state carried along (the e-mail
// address to fill in, a message to show) in history.state — never in the address.
import { useEffect, useState } from 'react';

export interface AuthState {
  email?: string;
  notice?: string;
}

const CHANGE = 'admin:navigate';

export function go(href: string, state: AuthState = {}, replace = false) {
  if (replace) history.replaceState(state, '', href);
  else history.pushState(state, '', href);
  dispatchEvent(new Event(CHANGE));
}

const read = () => ({ path: location.pathname.replace(/\/+$/, ''), query: new URLSearchParams(location.search), state: (history.state ?? {}) as AuthState });

/** The current address and its state; re-renders on go() and the browser's back and forward. */
export function useAddress(): { path: string; query: URLSearchParams; state: AuthState } {
  const [address, setAddress] = useState(read);
  useEffect(() => {
    const update = () => setAddress(read());
    addEventListener('popstate', update);
    addEventListener(CHANGE, update);
    return () => {
      removeEventListener('popstate', update);
      removeEventListener(CHANGE, update);
    };
  }, []);
  return address;
}

/** `?next=` carried from one sign-in step to the next. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
