// A tool's behaviour in the browser (no React): the form's values are read like the server reads the
// address, checked, computed and drawn as the visitor types; the address follows, so it can be shared.
import type { RuleTables } from '../../../engine/rules/tables.ts';
import { resultElement } from './result-dom.ts';
import type { ToolSpec, ToolWords, ToolWordsKey } from './view.ts';

/**
 * Today in India (UTC+05:30) as YYYY-MM-DD — what engine/calendar/dates.ts indiaToday() gives, written
 * out here so the tools' script does not carry the calendar's date module (~1.3 KB gzip with its runtime).
 */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 19_800_000).toISOString().slice(0, 10);
}

export function attachTool<B, I, R, K extends ToolWordsKey>(root: HTMLElement, spec: ToolSpec<B, I, R, K>) {
  const form = root.querySelector<HTMLFormElement>('form[data-tool-form]');
  const out = root.querySelector<HTMLElement>('[data-tool-result]');
  const data = root.querySelector('script[data-tool-data]');
  if (!form || !out || !data) return;
  // The block's config, its rule tables and the page's words, as the component wrote them.
  const { block, rules, words } = JSON.parse(data.textContent ?? '{}') as { block: B; rules: RuleTables; words: ToolWords<K> };
  const path = form.getAttribute('action') ?? location.pathname;
  const promptText = out.dataset.promptText ?? '';
  const touched = new Set<string>();
  // The address of the result on show: a change event after the input events (a blur, say, as the
  // visitor clicks a link in the result) must not redraw it — the click would lose its link.
  let shown = out.querySelector('[data-result]') ? location.search.slice(1) : '';

  const paramsOf = () => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.set(name, value);
    return params;
  };
  const showErrors = (errors: Record<string, string>, all: boolean) => {
    for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
      const name = slot.dataset.errorFor!;
      const message = all || touched.has(name) ? (errors[name] ?? '') : '';
      slot.textContent = message;
      for (const control of form.querySelectorAll<HTMLElement>(`[name="${name}"]`)) {
        if (message) control.setAttribute('aria-invalid', 'true');
        else control.removeAttribute('aria-invalid');
      }
    }
  };
  const run = (all: boolean) => {
    const params = paramsOf();
    const parsed = spec.parse(params, block, rules, todayInIndia(), words);
    showErrors(parsed.ok ? {} : parsed.errors, all);
    if (parsed.ok) {
      const query = params.toString();
      if (query === shown) return true;
      shown = query;
      out.replaceChildren(resultElement(spec.view(spec.compute(parsed.values, rules, todayInIndia(), words), parsed.values, block, { path, query }, words)));
      history.replaceState(history.state, '', `${path}?${query}`);
    } else {
      shown = '';
      const prompt = document.createElement('p');
      prompt.dataset.prompt = '';
      prompt.textContent = form.querySelector('[aria-invalid=true]') ? words.common.fixPrompt : promptText;
      out.replaceChildren(prompt);
    }
    return parsed.ok;
  };

  const touch = (event: Event) => {
    const name = (event.target as HTMLInputElement | null)?.name;
    if (name) touched.add(name);
    run(false);
  };
  form.addEventListener('input', touch);
  form.addEventListener('change', touch);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (run(true)) out.focus();
    else form.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
  });
  // Values typed before this script arrived count as typed.
  for (const control of form.querySelectorAll<HTMLInputElement>('input, select')) {
    const changed =
      control.type === 'radio' || control.type === 'checkbox'
        ? control.checked !== control.defaultChecked
        : control.value !==
          (control instanceof HTMLSelectElement ? (control.querySelector<HTMLOptionElement>('option[selected]')?.value ?? control.options[0]?.value) : control.defaultValue);
    if (changed) touched.add(control.name);
  }
  if (touched.size) run(false);
  root.dataset.toolReady = '';
}
