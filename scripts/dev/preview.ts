// What the dev server shows for a path while site-config has problems: every page that can still
// be built is rendered, with a banner listing the problems of the files it is built from; a page
// that cannot be built gets an overlay with the file excerpt around each error.
import { escapeHtml } from '../../engine/html.ts';
import { formatProblem, type Problem, type ValidationResult } from '../../engine/config/validate.ts';

export type PreviewPlan = { kind: 'render'; own: Problem[]; others: Problem[] } | { kind: 'overlay'; title: string; own: Problem[]; others: Problem[] };

/**
 * @param brokenPages paths of page files that failed their schema (read from their "paths"), so a
 *   request for such a page shows that file's problems instead of "not found".
 */
export function planPreview(path: string, result: ValidationResult, brokenPages: Map<string, string>): PreviewPlan {
  const errors = result.problems.filter((p) => p.severity === 'error');
  const count = (n: number) => `${n} problem${n === 1 ? '' : 's'}`;
  if (!result.partial) {
    return { kind: 'overlay', title: `The site can’t be shown: site-config has ${count(errors.length)}`, own: errors, others: [] };
  }
  // Files every page is built from: the page's own file, site.json and navigation.json.
  const shared = result.problems.filter((p) => /(^|\/)(site|navigation)\.json$/.test(p.file));
  const entry = result.partial.pages.find(({ page }) => page.paths.includes(path));
  const brokenFile = entry ? undefined : brokenPages.get(path);
  const file = entry?.file ?? brokenFile;
  const own = [...shared, ...result.problems.filter((p) => p.file === file)];
  const others = errors.filter((p) => !own.includes(p));
  if (brokenFile) {
    const ownErrors = own.filter((p) => p.severity === 'error').length;
    return { kind: 'overlay', title: `This page can’t be shown: site-config has ${count(ownErrors)} in ${brokenFile}`, own, others };
  }
  return { kind: 'render', own, others };
}

/** The lines around a problem, numbered, with a caret under the column. */
export function excerpt(text: string, line: number, column: number, around = 2): string {
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - around);
  const last = Math.min(lines.length, line + around);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:rgba(15,23,42,.85);min-height:100vh}
.box{max-width:60rem;margin:5vh auto;background:#fff;border-radius:12px;padding:24px 28px;border-top:6px solid #b91c1c}
h1{margin:0 0 8px;color:#991b1b;font-size:1.4rem}ul{padding-left:1.2em}li{margin:.6em 0;font-family:ui-monospace,monospace;font-size:14px;white-space:pre-wrap}
pre{margin:.4em 0 0;padding:8px 10px;background:#f1f5f9;border-radius:6px;overflow-x:auto;font-size:13px;line-height:1.45;color:#0f172a}
summary{cursor:pointer;color:#334155}p{color:#334155}`;

function problemItems(problems: Problem[], readText?: (file: string) => string | undefined): string {
  return problems
    .map((p) => {
      const text = readText?.(p.file);
      const code = text !== undefined ? `<pre aria-label="${escapeHtml(`${p.file} around line ${p.line}`)}">${escapeHtml(excerpt(text, p.line, p.column))}</pre>` : '';
      return `<li>${escapeHtml(formatProblem(p))}${code}</li>`;
    })
    .join('');
}

function othersDetails(others: Problem[]): string {
  if (!others.length) return '';
  return `<details><summary>${others.length} error${others.length === 1 ? '' : 's'} in other files (their pages show them)</summary><ul>${problemItems(others)}</ul></details>`;
}

/** Full-page overlay for a page that cannot be built; excerpts come from `readText(file)`. */
export function errorOverlay(title: string, own: Problem[] | string[], others: Problem[] = [], readText?: (file: string) => string | undefined): string {
  const items = own.map((p) => (typeof p === 'string' ? `<li>${escapeHtml(p)}</li>` : problemItems([p], readText))).join('');
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Site config has problems</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${STYLE}</style></head><body><div class="box" role="alert"><h1>${escapeHtml(title)}</h1>
<p>Fix the lines below and save — this page reloads by itself.</p><ul>${items}</ul>${othersDetails(others)}</div></body></html>`;
}

/** A banner above a page that was built although site-config has problems (or warnings). */
export function problemBanner(own: Problem[], others: Problem[]): string {
  if (!own.length && !others.length) return '';
  const ownErrors = own.filter((p) => p.severity === 'error').length;
  const ownWarnings = own.length - ownErrors;
  const parts = [ownErrors && `${ownErrors} error${ownErrors === 1 ? '' : 's'}`, ownWarnings && `${ownWarnings} warning${ownWarnings === 1 ? '' : 's'}`].filter(Boolean);
  const heading = own.length ? `This page’s config has ${parts.join(' and ')}` : `This page is fine; other files have ${others.length} error${others.length === 1 ? '' : 's'}`;
  const note =
    ownErrors || others.length ? 'Preview only: `npm run build` refuses to build the site until every error is fixed.' : 'The site builds; warnings point at likely mistakes.';
  return (
    `<div data-dev-banner role="region" aria-label="Config problems" style="all:initial;display:block;font:14px/1.5 system-ui,sans-serif;background:#fef3c7;color:#422006;border-bottom:3px solid #b45309;padding:10px 16px">` +
    `<strong style="font-size:15px">${escapeHtml(heading)}</strong> <span>${escapeHtml(note)}</span>` +
    (own.length
      ? `<ul style="margin:6px 0 0;padding-left:1.2em;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap">${own.map((p) => `<li>${escapeHtml(formatProblem(p))}</li>`).join('')}</ul>`
      : '') +
    (others.length
      ? `<details style="margin-top:4px"><summary style="cursor:pointer">${others.length} error${others.length === 1 ? '' : 's'} in other files</summary><ul style="margin:4px 0 0;padding-left:1.2em;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap">${others.map((p) => `<li>${escapeHtml(formatProblem(p))}</li>`).join('')}</ul></details>`
      : '') +
    `</div>`
  );
}

/** Puts the banner first in <body>. */
export function withBanner(html: string, banner: string): string {
  return banner ? html.replace(/<body([^>]*)>/, (m) => m + banner) : html;
}
