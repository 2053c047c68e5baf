// A message carried across a full page load from the back office to the sign-in page ("You are
// signed out."), in sessionStorage: read once, then gone.
const KEY = 'admin:sign-in-notice';

export function leaveForSignIn(notice?: string, next?: string) {
  if (notice) sessionStorage.setItem(KEY, notice);
  location.assign(next ? `/admin/sign-in?next=${encodeURIComponent(next)}` : '/admin/sign-in');
}

export function takeSignInNotice(): string | undefined {
  const notice = sessionStorage.getItem(KEY) ?? undefined;
  sessionStorage.removeItem(KEY);
  return notice;
}
