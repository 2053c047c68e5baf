// The six digits of an authenticator app: numeric keyboard on phones, filled in by the browser or a
// password manager from an SMS-style one-time code when it can.
import { TextField } from './ui.tsx';

export function CodeField({ id, value, onChange, error, autoFocus }: { id: string; value: string; onChange: (value: string) => void; error?: string; autoFocus?: boolean }) {
  return (
    <TextField
      id={id}
      label="Code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      autoFocus={autoFocus}
      width="12ch"
      fontSize="lg"
      letterSpacing="0.1em"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      helper="The 6-digit code your authenticator app shows for this site. It changes every 30 seconds."
    />
  );
}
