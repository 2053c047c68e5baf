// A message carried across a full page load from the back office to the sign-in page ("You are
// signed out."), in sessionStorage: read once, then gone.
const KEY = 'admin:sign-in-notice';

/**
 * Set while this tab signs out on purpose. A request of the screen still in flight then answers 401 (the
 * session is gone): that is the sign-out the person asked for, not "your session has ended", so it neither
 * changes the notice nor sends them back to this screen after the next sign-in.
 */
let signingOut = false;

/** Signs out with `request` (its answer's message, or `notice`, is read on the sign-in page); a failure is thrown back and changes nothing. */
export async function signOutWith(request: () => Promise<{ message?: string } | undefined>, notice: string): Promise<void> {
  signingOut = true;
  let answer: { message?: string } | undefined;
  try {
    answer = await request();
  } catch (failure) {
    signingOut = false;
    throw failure;
  }
  goToSignIn(answer?.message ?? notice);
}

/** The session ended (an answer 401): to sign-in, and back to `next` afterwards — unless this tab is signing out. */
export function sessionEnded(notice: string, next: string) {
  if (!signingOut) goToSignIn(notice, next);
}

function goToSignIn(notice: string, next?: string) {
  sessionStorage.setItem(KEY, notice);
  location.assign(next ? `/admin/sign-in?next=${encodeURIComponent(next)}` : '/admin/sign-in');
}

export function takeSignInNotice(): string | undefined {
  const notice = sessionStorage.getItem(KEY) ?? undefined;
  sessionStorage.removeItem(KEY);
  return notice;
}
