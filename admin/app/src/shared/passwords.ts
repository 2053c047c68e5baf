/** What the server asks of a password (admin/server/auth/passwords.ts), said before anyone types one. */
export const PASSWORD_ADVICE =
  'At least 12 characters. A few unrelated words make a password that is strong and easy to remember; common passwords, names and passwords known from data breaches (famous phrases too) are refused.';

/** What is wrong with a new password typed twice, before asking the server (which judges its strength). */
export function newPasswordProblems(password: string, again: string): Record<string, string> {
  if (!password) return { password: 'Enter a new password.' };
  if (again !== password) return { again: 'This is not the same as the new password. Type it again.' };
  return {};
}
