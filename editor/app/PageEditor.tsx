// One page in Puck: the canvas renders the site's own blocks with the site's theme; fields come
// from the block schemas; the validator's messages appear under the fields they are about.
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ActionBar, Puck, createUsePuck, type Config, type Data } from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import { emotionCache, stampStyleNonces } from './office/csp.ts';
import { Providers } from '../../engine/render/providers.tsx';
import type { PageAdapter, PuckPageData } from '../shared/page-adapter.ts';
import { ANCHOR_PROP } from '../shared/page-adapter.ts';
import { CanvasContext, type CanvasEnvironment } from './puck-config.tsx';
import { sameCanvas } from './same-canvas.ts';
import { fieldOf, pathOf } from './field-paths.ts';
import {
  ChoiceLists,
  customWithMessages,
  ChoicesContext,
  FieldMessagesContext,
  ItemAddedContext,
  numberWithMessages,
  textWithMessages,
  withMessages,
  type FieldMessages,
  type WordedProblem,
} from './field-messages.tsx';
import { AddSection } from './AddSection.tsx';
import type { Choices } from './choices.ts';
import { markFresh, shownProblems, useFreshItems } from './fresh-items.ts';
import { plansOf, resolvePriceTokens } from '../../engine/config/price-tokens.ts';
import { factsOf, resolveFactTokens } from '../../engine/config/fact-tokens.ts';
import type { Navigation, Page, Site } from '../../engine/generated/config.ts';
import { buildMenus } from '../../engine/menus.ts';

const usePuck = createUsePuck();

/**
 * Puck's bar over the selected block, plus "Move up" / "Move down": reordering without a mouse
 * (dragging stays available). Moves are ordinary Puck actions, so undo/redo covers them.
 */
function BlockActionBar({ label, children, parentAction }: { label?: string; children: ReactNode; parentAction: ReactNode }) {
  const selectedId = usePuck((s) => s.selectedItem?.props.id as string | undefined);
  const getSelectorForId = usePuck((s) => s.getSelectorForId);
  const dispatch = usePuck((s) => s.dispatch);
  const selector = selectedId ? getSelectorForId(selectedId) : undefined;
  // Blocks in the same list: the page's sections, or a tab's ("parentId:panels[0].blocks").
  const count = usePuck((s) => {
    if (!selector?.zone) return s.appState.data.content.length;
    const [parentId, propPath = ''] = selector.zone.split(/:(.*)/);
    if (parentId === 'root') return s.appState.data.content.length;
    let value: unknown = s.getItemById(parentId!)?.props;
    for (const part of propPath.split('.')) {
      const [, key, index] = /^([^[]+)(?:\[(\d+)\])?$/.exec(part) ?? [];
      value = (value as Record<string, unknown> | undefined)?.[key ?? ''];
      if (index !== undefined) value = (value as unknown[] | undefined)?.[Number(index)];
    }
    return Array.isArray(value) ? value.length : 0;
  });
  const move = (delta: number) => {
    if (!selector) return;
    const destinationIndex = selector.index + delta;
    if (destinationIndex < 0 || destinationIndex >= count) return;
    dispatch({ type: 'move', sourceIndex: selector.index, sourceZone: selector.zone, destinationIndex, destinationZone: selector.zone });
  };
  return (
    <ActionBar>
      <ActionBar.Group>
        {parentAction}
        {label && <ActionBar.Label label={label} />}
      </ActionBar.Group>
      <ActionBar.Group>
        <ActionBar.Action label="Move up" onClick={() => move(-1)} disabled={!selector || selector.index === 0}>
          <span aria-hidden="true">↑</span>
        </ActionBar.Action>
        <ActionBar.Action label="Move down" onClick={() => move(1)} disabled={!selector || selector.index + 1 >= count}>
          <span aria-hidden="true">↓</span>
        </ActionBar.Action>
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Clicking a problem (or a refused Save) selects its section, opens the list items on the way to its
 * field, scrolls the field into view and puts the cursor in it. A price clicked on the canvas does the
 * same for its plan's price (`editor:focus-field`, from puck-config.tsx).
 */
function ProblemFocus({ file }: { file: string }) {
  const getPuck = usePuck((s) => s);
  const puck = useRef(getPuck);
  puck.current = getPuck;
  useEffect(() => {
    const focusField = async (component: string, name: string) => {
      const { dispatch, getSelectorForId } = puck.current;
      const selector = component === 'root' ? null : getSelectorForId(component);
      const selected = (puck.current.selectedItem?.props.id as string | undefined) ?? 'root';
      if (selected !== component) dispatch({ type: 'setUi', ui: { itemSelector: selector ?? null } });
      // Puck draws the fields of the selected section on the next renders; list items open one level at a time.
      for (let attempt = 0; attempt < 12; attempt++) {
        await wait(100);
        // Puck draws the fields panel twice (wide and narrow layouts); the one shown is the one to use.
        const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].find((el) => el.checkVisibility());
        // In a narrow window the fields are behind Puck's "Fields" switch.
        if (!shown('[data-field-name]')) {
          [...document.querySelectorAll<HTMLElement>(PUCK_NAV_ITEM)].find((el) => el.checkVisibility() && el.textContent?.trim() === 'Fields')?.click();
          continue;
        }
        const found = shown(`[data-field-name="${CSS.escape(name)}"]`);
        if (found) {
          found.scrollIntoView({ block: 'center' });
          const control = found.querySelector<HTMLElement>('input, textarea, select, button');
          control?.focus();
          if (control && document.activeElement === control) return;
        }
        // Open the deepest list item on the way that is still closed: "plans[1].price" opens plan 2.
        const parts = [...name.matchAll(/\[(\d+)\]/g)];
        for (const m of parts.reverse()) {
          const listName = name.slice(0, m.index);
          const list = shown(`[data-field-name="${CSS.escape(listName)}"]`);
          if (!list) continue;
          const items = list.querySelectorAll(':scope [class*="_ArrayFieldItem_"]');
          const item = [...items].filter((el) => el.parentElement?.closest('[class*="_ArrayField_"]') === list.querySelector('[class*="_ArrayField_"]'))[Number(m[1])];
          item?.querySelector<HTMLElement>('[class*="_ArrayFieldItem-summary_"]')?.click();
          break;
        }
      }
    };
    const onProblem = (event: Event) => {
      const { file: target, path } = (event as CustomEvent<{ file: string; path: (string | number)[] }>).detail;
      if (target !== file) return;
      const { component, name } = fieldOf(puck.current.appState.data as unknown as PuckPageData, path);
      void focusField(component, name);
    };
    const onField = (event: Event) => {
      const { component, name } = (event as CustomEvent<{ component: string; name: string }>).detail;
      void focusField(component, name);
    };
    addEventListener('editor:focus-problem', onProblem);
    addEventListener('editor:focus-field', onField);
    return () => {
      removeEventListener('editor:focus-problem', onProblem);
      removeEventListener('editor:focus-field', onField);
    };
  }, [file]);
  return null;
}

/**
 * Undo and Redo over the page's texts and sections, offered only when they would change the page. Puck's
 * own buttons counted a section selected as a step (after the last real undo "Undo" was still offered and
 * did nothing a person could see), and its first step shared the objects later edits changed, so an undo
 * could bring back the edit it was meant to take away. These keep each version of the page as text.
 */
function History() {
  const data = usePuck((s) => s.appState.data);
  const dispatch = usePuck((s) => s.dispatch);
  const stack = useRef<{ versions: string[]; index: number; at: number }>({ versions: [], index: 0, at: 0 });
  const [, force] = useState(0);
  useEffect(() => {
    const h = stack.current;
    const now = JSON.stringify(data);
    if (!h.versions.length) {
      h.versions = [now];
      return;
    }
    if (now === h.versions[h.index]) return;
    // Keystrokes close together are one step (as in a text editor); a pause starts the next.
    const time = performance.now();
    if (time - h.at < 800 && h.index > 0 && h.index === h.versions.length - 1) h.versions[h.index] = now;
    else {
      h.versions = [...h.versions.slice(0, h.index + 1), now].slice(-200);
      h.index = h.versions.length - 1;
    }
    h.at = time;
    force((n) => n + 1);
  }, [data]);
  const go = (delta: number) => {
    const h = stack.current;
    const index = h.index + delta;
    if (index < 0 || index >= h.versions.length) return;
    h.index = index;
    h.at = 0;
    dispatch({ type: 'setData', data: JSON.parse(h.versions[index]!) });
    force((n) => n + 1);
  };
  const h = stack.current;
  return (
    <div className="editor-history">
      <button type="button" className="editor-history-button" disabled={h.index === 0} onClick={() => go(-1)}>
        Undo
      </button>
      <button type="button" className="editor-history-button" disabled={h.index >= h.versions.length - 1} onClick={() => go(1)}>
        Redo
      </button>
    </div>
  );
}

/** Puck's narrow layout: a phone's width (its own breakpoint). */
const PHONE = '(max-width: 637.98px)';

/**
 * On a phone a section selected on the canvas opens its fields at once: Puck kept its Blocks or Outline
 * panel (or none) open, and the fields sat behind a switch at the screen's bottom.
 */
function PhoneFields() {
  const selected = usePuck((s) => s.selectedItem?.props.id as string | undefined);
  useEffect(() => {
    if (!selected || !matchMedia(PHONE).matches) return;
    const fields = [...document.querySelectorAll<HTMLElement>(PUCK_NAV_ITEM)].find((el) => el.checkVisibility() && el.textContent?.trim() === 'Fields');
    if (fields && !/_NavItem--active/.test(fields.parentElement?.className ?? '')) fields.click();
  }, [selected]);
  return null;
}

/**
 * Puck's header: Add section, Preview and Save. One component for the editor's life, reading what changes
 * from a context: a new component each render made Puck mount the header again, which closed the list of
 * Add section whenever a check came back.
 */
const HeaderContext = createContext<{ file: string; adapter: PageAdapter; actions: ReactNode; save: ReactNode } | null>(null);
function HeaderActions() {
  const header = useContext(HeaderContext);
  if (!header) return null;
  return (
    <>
      <ProblemFocus file={header.file} />
      <PhoneFields />
      <History />
      <ChoiceLists />
      <AddSection blocks={header.adapter.blocks} />
      {header.actions}
      <TitleRow>{header.save}</TitleRow>
    </>
  );
}

/**
 * Save in the header's own row, after Puck's menu: on a phone Puck folds its menu bar (Undo, Add section,
 * Preview) behind "Toggle menu bar", and Save went with it — a person could not save without finding it.
 * The rest stays in the menu; Puck's whole menu bar shown instead made the header 155 px tall.
 */
function TitleRow({ children }: { children: ReactNode }) {
  const probe = useRef<HTMLSpanElement>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const tools = probe.current?.closest('[class*="_PuckHeader-tools_"]');
    if (!tools) return;
    const element = document.createElement('div');
    element.className = 'editor-title-row';
    tools.append(element);
    setSlot(element);
    return () => element.remove();
  }, []);
  return (
    <>
      <span ref={probe} hidden />
      {slot && createPortal(children, slot)}
    </>
  );
}

/** Puck draws the canvas in an iframe; the site's styles (Chakra system + Emotion) must be inserted into that document. */
function CanvasProviders({ children, document }: { children: ReactNode; document?: Document }) {
  const cache = useMemo(() => {
    // Under the back office's CSP the canvas's styles need the page's nonce (office/csp.ts).
    stampStyleNonces(document);
    return emotionCache('site', document?.head);
  }, [document]);
  return <Providers cache={cache}>{children}</Providers>;
}

/** Puck's left-hand panel switches (Blocks, Outline; Fields on phones). */
const PUCK_NAV_ITEM = '[class*="_NavItem-link_"]';

export interface PageEditorProps {
  file: string;
  page: Record<string, unknown>;
  original: Record<string, unknown> | undefined;
  adapter: PageAdapter;
  config: Config;
  environment: Omit<CanvasEnvironment, 'positions' | 'path' | 'plans'>;
  problems: WordedProblem[];
  /** The site's pages, footer groups and services, offered by the fields that name one. */
  choices: Omit<Choices, 'anchors' | 'plans'>;
  onChange: (page: Record<string, unknown>) => void;
  /** In Puck's menu (Preview). */
  actions: ReactNode;
  /** Always in the header's row, on a phone too (Save). */
  save: ReactNode;
}

export function PageEditor({ file, page, original, adapter, config, environment, problems, choices, onChange, actions, save }: PageEditorProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: Puck takes a page's data once when it opens; edits come back through onChange.
  const initial = useMemo(() => adapter.pageToPuck(page) as unknown as Data, [file]);
  const [data, setData] = useState<PuckPageData>(initial as unknown as PuckPageData);
  const path = Array.isArray(page.paths) && typeof page.paths[0] === 'string' ? page.paths[0] : '/';

  const canvasNow = useMemo<CanvasEnvironment>(() => {
    const positions: CanvasEnvironment['positions'] = new Map();
    const walk = (items: unknown, parentKey: string | undefined) => {
      if (!Array.isArray(items)) return;
      items.forEach((item: { props?: Record<string, unknown> }, index) => {
        const key = parentKey ? `${parentKey}-${index}` : String(index);
        if (item?.props?.id) positions.set(String(item.props.id), { index, nested: !!parentKey, key });
        const panels = item?.props?.panels;
        if (Array.isArray(panels)) panels.forEach((panel: { blocks?: unknown }, p) => walk(panel?.blocks, `${key}-${p}`));
      });
    };
    walk(data.content, undefined);
    return { ...environment, path, positions, plans: plansOf(adapter.pageFromPuck(data, original) as unknown as Page) };
  }, [data, environment, path, adapter, original]);
  // An edit that changes no section's place and no plan leaves the canvas's environment as it was, so the
  // sections it does not touch, the header and the footer are not drawn again (puck-config.tsx).
  const canvas = useSameCanvas(canvasNow);

  // A list item just added shows its problems once it is left (fresh-items.ts).
  const freshItems = useFreshItems();
  const latestData = useRef(data);
  latestData.current = data;
  const itemAdded = useCallback(
    (component: string, list: string, index: number, element: Element) => {
      const path = pathOf(latestData.current, component, `${list}[${index}]`);
      if (!path) return;
      const prefix = `${list}[${index}]`;
      const inside = (el: Element) => element.contains(el) || !!el.closest(`[data-field-name^="${CSS.escape(prefix)}"]`);
      markFresh({ file, path, inside });
    },
    [file],
  );
  const messages = useMemo<FieldMessages>(() => {
    const map: FieldMessages = new Map();
    for (const p of shownProblems(problems, freshItems)) {
      const { component, name } = fieldOf(data, p.path);
      if (!map.has(component)) map.set(component, new Map());
      const byName = map.get(component)!;
      byName.set(name, [...(byName.get(name) ?? []), p]);
    }
    return map;
  }, [problems, data, freshItems]);

  // Links may jump to a section of this page, and an enquiry names one of its plans: as they are now.
  const withAnchors = useMemo<Choices>(() => {
    const anchors: string[] = [];
    const walk = (items: unknown) => {
      if (!Array.isArray(items)) return;
      for (const item of items as { props?: Record<string, unknown> }[]) {
        const anchor = item?.props?.[ANCHOR_PROP];
        if (typeof anchor === 'string' && anchor) anchors.push(anchor);
        const panels = item?.props?.panels;
        if (Array.isArray(panels)) for (const panel of panels as { blocks?: unknown }[]) walk(panel?.blocks);
      }
    };
    walk(data.content);
    return { ...choices, anchors, plans: canvas.plans.map((p) => p.name).filter((n) => typeof n === 'string' && n) };
  }, [choices, data, canvas.plans]);

  // The page's title as the site shows it ({lowest-price} with the amount); the field keeps the reference.
  const priced = typeof page.title === 'string' ? resolvePriceTokens(page.title, canvas.plans) : file;
  const headerTitle = environment.site?.contact ? resolveFactTokens(priced, factsOf(environment.site)) : priced;

  const header = useMemo(() => ({ file, adapter, actions, save }), [file, adapter, actions, save]);
  const overrides = useMemo(
    () => ({
      headerActions: HeaderActions,
      actionBar: BlockActionBar,
      iframe: CanvasProviders,
      fieldTypes: {
        text: textWithMessages,
        textarea: withMessages,
        number: numberWithMessages,
        select: withMessages,
        radio: withMessages,
        array: withMessages,
        object: withMessages,
        custom: customWithMessages,
      },
    }),
    [],
  );

  // Whenever Puck draws them: its zoom menu gets a name for screen readers, and its Blocks / Outline /
  // Fields switches (plain <div onClick> in Puck 0.23) become buttons reached with Tab, pressed while
  // their panel is shown, and worked with Enter or Space.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const patch = () => {
      for (const select of element.querySelectorAll<HTMLSelectElement>('select[class*="ViewportControls-zoomSelect"]:not([aria-label])')) select.setAttribute('aria-label', 'Zoom');
      for (const item of element.querySelectorAll<HTMLElement>(PUCK_NAV_ITEM)) {
        if (item.getAttribute('role') !== 'button') {
          item.setAttribute('role', 'button');
          item.tabIndex = 0;
        }
        const pressed = String(/_NavItem--active/.test(item.parentElement?.className ?? ''));
        if (item.getAttribute('aria-pressed') !== pressed) item.setAttribute('aria-pressed', pressed);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if ((event.key === 'Enter' || event.key === ' ') && target.matches(PUCK_NAV_ITEM)) {
        event.preventDefault();
        target.click();
      }
    };
    patch();
    const observer = new MutationObserver(patch);
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    element.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      element.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <HeaderContext.Provider value={header}>
      <ChoicesContext.Provider value={withAnchors}>
        <ItemAddedContext.Provider value={itemAdded}>
          <FieldMessagesContext.Provider value={messages}>
            <CanvasContext.Provider value={canvas}>
              <div style={{ flex: 1, minHeight: 0 }} ref={box}>
                <Puck
                  config={config}
                  data={initial}
                  headerTitle={headerTitle}
                  headerPath={path}
                  height="100%"
                  iframe={{ enabled: true, waitForStyles: true }}
                  overrides={overrides as never}
                  onChange={(next: Data) => {
                    const d = next as unknown as PuckPageData;
                    setData(d);
                    onChange(adapter.pageFromPuck(d, original));
                  }}
                />
              </div>
            </CanvasContext.Provider>
          </FieldMessagesContext.Provider>
        </ItemAddedContext.Provider>
      </ChoicesContext.Provider>
    </HeaderContext.Provider>
  );
}

/** The canvas's environment as before while it is the same (same-canvas.ts): its sections, header and footer are not drawn again. */
function useSameCanvas(next: CanvasEnvironment): CanvasEnvironment {
  const kept = useRef<CanvasEnvironment>(undefined);
  if (!kept.current || !sameCanvas(kept.current, next)) kept.current = next;
  return kept.current;
}

/** The menus for the canvas's header and footer; empty menus while the site facts or menus cannot be read. */
export function safeMenus(site: Site, navigation: Navigation, pages: { file: string; page: Page }[]) {
  try {
    return buildMenus({ site, navigation, pages });
  } catch {
    return { header: { links: [], dropdowns: [] }, footer: { popularServices: [], groups: [] } };
  }
}
