// Build-time check of a block's "tooltips" (run by `npm run validate`, engine/config/validate.ts): every
// explanation must name a label the block really shows, or it would silently never appear.
import type { Tooltips } from '../../engine/generated/config.ts';
import { URGENCY_LABELS } from '../deadline-grid/urgency.ts';
import { didYouMean } from '../../engine/config/suggest.ts';

export interface TooltipProblem {
  severity: 'error' | 'warning';
  /** Path inside the block, e.g. ['tooltips', 'texts', 'Most Popluar']. */
  path: (string | number)[];
  message: string;
}

type Labelled = { type: string; tooltips?: Tooltips; plans?: { badge?: string; taxNote?: string }[]; services?: { badge?: string }[] };

/** The labels of a block that can carry an explanation, in the words shown on the page. */
export function explainableLabels(block: Labelled): string[] {
  const labels =
    block.type === 'pricing-cards' ? (block.plans ?? []).flatMap((p) => [p.badge, p.taxNote])
    : block.type === 'service-grid' ? (block.services ?? []).map((s) => s.badge)
    : block.type === 'deadline-grid' ? Object.values(URGENCY_LABELS)
    : [];
  return [...new Set(labels.filter((l): l is string => !!l))];
}

export function checkTooltips(block: Labelled): TooltipProblem[] {
  if (!block.tooltips) return [];
  const labels = explainableLabels(block);
  const problems: TooltipProblem[] = [];
  for (const key of Object.keys(block.tooltips.texts)) {
    if (labels.includes(key)) continue;
    const choices = labels.length ? ` (labels here: ${labels.map((l) => `"${l}"`).join(', ')})` : ' — this section has no badges or labels to explain, so remove "tooltips"';
    problems.push({ severity: 'error', path: ['tooltips', 'texts', key], message: `no badge or label of this section reads "${key}", so this explanation would never show${didYouMean(key, labels) || choices} — write the label exactly as shown` });
  }
  if (block.type === 'deadline-grid') {
    const missing = labels.filter((l) => !(l in block.tooltips!.texts));
    // The urgency is worked out on the visitor's day, so any of the four labels can appear.
    if (missing.length) problems.push({ severity: 'warning', path: ['tooltips', 'texts'], message: `explain every urgency label, not only some: ${missing.map((l) => `"${l}"`).join(', ')} ${missing.length === 1 ? 'has' : 'have'} no explanation, so ${missing.length === 1 ? 'that label shows' : 'those labels show'} an (i) mark that opens nothing` });
  }
  return problems;
}
