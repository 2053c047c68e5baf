// Runs at page load on forms with site-wide shared choices or values from the page address — a
// couple of KB, no React — so the visitor sees their earlier choice (entity type, state) and the
// prefilled values at once, long before the form's island hydrates on first interaction. It only
// sets field values (never markup), so hydration later finds the HTML it rendered.
// It also owns writing shared choices: each change is stored for the tab and shown by the other forms.
import { SHARED_EVENT, isSharedKey, readShared, writeShared, type SharedChange } from './shared-selection.ts';
import { CHECKED_VALUE, transformValue, valueFromQuery, type ValueShape } from './transform.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export default function enhanceForm(form: HTMLElement) {
  if (!(form instanceof HTMLFormElement)) return;

  const controlsNamed = (name: string): Control[] =>
    [...form.elements].filter(
      (el): el is Control => (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) && el.name === name && el.type !== 'hidden',
    );

  /** The field's shape, read from its HTML (the behavior has no access to the block's config). */
  const shapeOf = (controls: Control[]): ValueShape => {
    const first = controls[0]!;
    if (first instanceof HTMLSelectElement) return { type: 'select', options: [...first.options].map((o) => o.value).filter(Boolean) };
    if (first.type === 'radio') return { type: 'segmented', options: controls.map((c) => c.value) };
    return {
      type: first.type,
      transform: first.dataset.transform === 'uppercase' ? 'uppercase' : undefined,
      maxLength: 'maxLength' in first && first.maxLength > 0 ? first.maxLength : undefined,
    };
  };

  const setField = (name: string, value: string | boolean) => {
    const controls = controlsNamed(name);
    if (controls.length === 0) return;
    const shape = shapeOf(controls);
    if (typeof value === 'string' && shape.options && !shape.options.includes(value)) return;
    for (const control of controls) {
      if (control instanceof HTMLInputElement && control.type === 'radio') control.checked = control.value === value;
      else if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = value === true || value === CHECKED_VALUE;
      else control.value = String(value);
    }
  };

  // What the visitor already typed or picked before this script arrived (slow network) wins over
  // stored and address values, and is itself remembered and uppercased — nothing they did is undone.
  const changedByVisitor = (c: Control) =>
    c instanceof HTMLInputElement && (c.type === 'radio' || c.type === 'checkbox')
      ? c.checked !== c.defaultChecked
      : c instanceof HTMLSelectElement
        ? [...c.options].some((o) => o.selected !== o.defaultSelected)
        : c.value !== c.defaultValue;
  const early = new Set(
    [...form.elements]
      .filter((el): el is Control => (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) && changedByVisitor(el as Control))
      .map((c) => c.name),
  );
  for (const el of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-transform=uppercase]')) {
    const next = transformValue({ transform: 'uppercase', maxLength: el.maxLength > 0 ? el.maxLength : undefined }, el.value);
    if (next !== el.value) el.value = next;
  }

  if (form.dataset.prefill !== undefined) {
    const seen = new Set<string>();
    for (const [name, raw] of new URLSearchParams(window.location.search)) {
      if (seen.has(name)) continue;
      seen.add(name);
      const controls = controlsNamed(name);
      if (controls.length === 0 || early.has(name)) continue;
      const value = valueFromQuery(shapeOf(controls), raw);
      if (value !== undefined && value !== '') setField(name, value);
    }
  }

  const sharedControls = [...form.querySelectorAll<Control>('[data-shared]')];
  for (const control of sharedControls) {
    const key = control.dataset.shared;
    if (!isSharedKey(key)) continue;
    if (early.has(control.name)) {
      if (control.type !== 'radio' || (control as HTMLInputElement).checked) writeShared(key, control.value, form);
      continue;
    }
    const stored = readShared(key);
    if (stored !== null && (control.type !== 'radio' || control.value === stored)) setField(control.name, stored);
  }

  form.addEventListener('input', (event) => {
    const el = event.target;
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || el.dataset.transform !== 'uppercase') return;
    const next = transformValue({ transform: 'uppercase' }, el.value);
    if (next === el.value) return;
    const { selectionStart, selectionEnd } = el;
    el.value = next;
    el.setSelectionRange(selectionStart, selectionEnd);
  });

  const remember = (event: Event) => {
    const el = event.target as Control;
    const key = el.dataset?.shared;
    if (!isSharedKey(key)) return;
    if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked) return;
    writeShared(key, el.value, form);
  };
  form.addEventListener('change', remember);
  form.addEventListener('input', remember);

  window.addEventListener(SHARED_EVENT, (event) => {
    const { key, value, source } = (event as CustomEvent<SharedChange>).detail;
    if (source === form) return;
    for (const control of sharedControls) if (control.dataset.shared === key) setField(control.name, value);
  });
  form.dataset.enhanced = '';
}
