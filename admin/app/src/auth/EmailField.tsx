// The address someone signs in with, as password managers expect it (autocomplete "username").
import { TextField } from '../shared/ui.tsx';

export function EmailField({ id, value, onChange, error }: { id: string; value: string; onChange(value: string): void; error?: string }) {
  return (
    <TextField id={id} label="Email" type="email" name="email" autoComplete="username" inputMode="email" value={value} onChange={(e) => onChange(e.target.value)} error={error} />
  );
}
