// Toast notifications for form results (spec §4): bottom-right, at most 3 at once, shown 4 s
// (success) or 5 s (error) — paused while hovered or focused — stacked and overlapping, expanding on
// hover or focus; dismissed by the close button, Escape or a swipe to the right; Alt+T moves focus to
// them; light or dark following the system setting. Small and self-made because Chakra's toaster
// has no swipe and would add its state machine to every page with a form.
//
// A general notice widget (no form knowledge): the first island that mounts a ToastHost renders the
// page's one list (in a portal on <body>); `showToast` from any island on the page adds to it.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { chakra } from '@chakra-ui/react/styled-system';
import { useWords } from '../../engine/block-api.tsx';

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds it stays up (while not paused). */
  duration: number;
  /** The element the toast is about (its form): Escape pressed inside it dismisses the toast. */
  origin?: Element | null;
}

export const TOAST_DURATION: Record<ToastKind, number> = { success: 4000, error: 5000 };
export const MAX_TOASTS = 3;
/** How far (px) a toast must be dragged to the right to be dismissed. */
export const SWIPE_THRESHOLD = 50;
const COLLAPSED_OFFSET = 12;
const GAP = 12;

// ---- store (framework-free, shared by every form island of the page) ----

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const EMPTY: Toast[] = [];

export function showToast(kind: ToastKind, message: string, origin?: Element | null): number {
  const toast: Toast = { id: nextId++, kind, message, duration: TOAST_DURATION[kind], origin };
  toasts = [...toasts, toast].slice(-MAX_TOASTS);
  emit();
  return toast.id;
}

export function dismissToast(id: number) {
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

// ---- view ----

let hostClaimed = false;

/** Rendered by every form island; only the first one on the page shows the toast list. */
export function ToastHost() {
  const [owner, setOwner] = useState(false);
  useEffect(() => {
    if (hostClaimed) return;
    hostClaimed = true;
    setOwner(true);
    return () => {
      hostClaimed = false;
    };
  }, []);
  return owner ? createPortal(<Toaster />, document.body) : null;
}

function Toaster() {
  // The island that hosts the toasts declares the "toasts" and "common" words (blocks/form/definition.ts).
  const { words } = useWords();
  const items = useSyncExternalStore(subscribe, currentToasts as () => Toast[], () => EMPTY);
  const listRef = useRef<HTMLOListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [heights, setHeights] = useState<Record<number, number>>({});
  const returnFocus = useRef<HTMLElement | null>(null);
  const expanded = hovered || focused;
  const hoveredRef = useRef(false);
  hoveredRef.current = hovered;

  // Removing a toast that holds focus would drop focus on <body>: move it to the list, or back to where it was before Alt+T.
  const dismiss = (id: number) => {
    const list = listRef.current;
    const hadFocus = !!list && list.contains(document.activeElement);
    dismissToast(id);
    if (!hadFocus) return;
    if (currentToasts().length > 0) list!.focus();
    else {
      const back = returnFocus.current ?? (items.find((t) => t.id === id)?.origin as HTMLElement | null | undefined);
      returnFocus.current = null;
      if (back?.isConnected) back.focus();
    }
  };
  const dismissRef = useRef(dismiss);
  dismissRef.current = dismiss;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const list = listRef.current;
      if (!list) return;
      if (event.altKey && event.code === 'KeyT') {
        event.preventDefault();
        if (!list.contains(document.activeElement)) returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        list.focus();
        return;
      }
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const latest = currentToasts().at(-1);
      if (!latest) return;
      const active = document.activeElement;
      if (list.contains(active) || latest.origin?.contains(active) || hoveredRef.current) {
        const focusedToast = active?.closest<HTMLElement>('[data-toast-id]');
        dismissRef.current(focusedToast ? Number(focusedToast.dataset.toastId) : latest.id);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const setHeight = (id: number, height: number) => setHeights((h) => (h[id] === height ? h : { ...h, [id]: height }));
  const newestFirst = [...items].reverse();
  const heightOf = (t: Toast) => heights[t.id] ?? 64;
  const frontHeight = newestFirst[0] ? heightOf(newestFirst[0]) : 0;
  const listHeight = expanded
    ? newestFirst.reduce((sum, t) => sum + heightOf(t), 0) + GAP * Math.max(0, items.length - 1)
    : frontHeight + COLLAPSED_OFFSET * Math.max(0, items.length - 1);

  return (
    <chakra.section aria-label={words.toasts.region} data-toaster="">
      <chakra.ol
        ref={listRef}
        tabIndex={-1}
        listStyle="none"
        position="fixed"
        zIndex="toast"
        bottom={{ base: '4', md: '6' }}
        right={{ base: '4', md: '6' }}
        left={{ base: '4', md: 'auto' }}
        w={{ md: '24rem' }}
        m="0"
        p="0"
        outline="none"
        _focusVisible={{ outline: '3px solid', outlineColor: 'focus', outlineOffset: '4px', borderRadius: 'lg' }}
        style={{ height: items.length ? listHeight : 0 }}
        data-expanded={expanded ? '' : undefined}
        onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {newestFirst.map((toast, index) => {
          const offset = expanded ? newestFirst.slice(0, index).reduce((sum, t) => sum + heightOf(t) + GAP, 0) : index * COLLAPSED_OFFSET;
          return (
            <ToastItem
              key={toast.id}
              toast={toast}
              index={index}
              offset={offset}
              expanded={expanded}
              frontHeight={frontHeight}
              paused={expanded}
              onHeight={setHeight}
              onDismiss={() => dismissRef.current(toast.id)}
              closeLabel={words.common.closeNotification}
            />
          );
        })}
      </chakra.ol>
    </chakra.section>
  );
}

function ToastItem({
  toast,
  index,
  offset,
  expanded,
  frontHeight,
  paused,
  onHeight,
  onDismiss,
  closeLabel,
}: {
  toast: Toast;
  index: number;
  offset: number;
  expanded: boolean;
  /** Collapsed toasts behind the front one take its height, so only their edge shows. */
  frontHeight: number;
  paused: boolean;
  onHeight: (id: number, height: number) => void;
  onDismiss: () => void;
  closeLabel: string;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const [entered, setEntered] = useState(false);
  const [dragX, setDragX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const drag = useRef<{ startX: number; pointerId: number } | null>(null);
  const remaining = useRef(toast.duration);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const hidden = usePageHidden();

  // The natural height of the content (the <li> itself may be cut to the front toast's height).
  useLayoutEffect(() => {
    const el = contentRef.current;
    if (!el) return;
    onHeight(toast.id, el.offsetHeight);
    const observer = new ResizeObserver(() => onHeight(toast.id, el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast.id]);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  // The display time counts down only while the toasts are collapsed, not dragged, and the page is visible.
  useEffect(() => {
    if (paused || hidden || leaving || dragging) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissRef.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, hidden, leaving, dragging]);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    drag.current = { startX: event.clientX, pointerId: event.pointerId };
    setDragging(true);
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setDragX(Math.max(0, event.clientX - drag.current.startX));
  };
  const endDrag = (event: ReactPointerEvent<HTMLLIElement>, cancelled: boolean) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    if (!cancelled && dragX >= SWIPE_THRESHOLD) {
      setLeaving(true);
      window.setTimeout(() => dismissRef.current(), 150);
    } else setDragX(0);
  };

  const collapsedBehind = !expanded && index > 0;
  const scale = expanded ? 1 : 1 - index * 0.05;
  const x = leaving ? '110%' : `${dragX}px`;
  const transform = entered ? `translate3d(${x}, ${-offset}px, 0) scale(${scale})` : 'translate3d(0, 100%, 0)';
  const isError = toast.kind === 'error';

  return (
    <chakra.li
      data-toast-id={toast.id}
      data-kind={toast.kind}
      position="absolute"
      bottom="0"
      left="0"
      right="0"
      overflow="hidden"
      bg="white"
      color="gray.900"
      borderWidth="1px"
      borderColor="gray.200"
      borderLeftWidth="4px"
      borderLeftColor={isError ? 'red.700' : 'green.700'}
      borderRadius="lg"
      boxShadow="lg"
      fontSize="sm"
      fontWeight="medium"
      touchAction="pan-y"
      userSelect="none"
      cursor="grab"
      transformOrigin="bottom center"
      _osDark={{ bg: 'gray.800', color: 'gray.50', borderColor: 'gray.700', borderLeftColor: isError ? 'red.100' : 'green.100' }}
      css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none !important' } }}
      style={{
        transform,
        opacity: leaving || !entered ? 0 : Math.max(0, 1 - dragX / 200),
        zIndex: 10 - index,
        height: collapsedBehind ? frontHeight : undefined,
        transition: dragging ? 'none' : 'transform 0.25s ease, opacity 0.25s ease, height 0.25s ease',
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => endDrag(e, false)}
      onPointerCancel={(e) => endDrag(e, true)}
    >
      <chakra.div
        ref={contentRef}
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        aria-atomic="true"
        display="flex"
        alignItems="flex-start"
        gap="3"
        p="4"
        pr="12"
        style={collapsedBehind ? { visibility: 'hidden' } : undefined}
      >
        <chakra.svg
          viewBox="0 0 24 24"
          w="5"
          h="5"
          flexShrink={0}
          mt="0.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          color={isError ? 'red.700' : 'green.700'}
          _osDark={{ color: isError ? 'red.100' : 'green.100' }}
          aria-hidden="true"
        >
          <path d={isError ? 'M12 8v5M12 16.5h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z' : 'M20 6 9 17l-5-5'} />
        </chakra.svg>
        <chakra.p flex="1">{toast.message}</chakra.p>
      </chakra.div>
      <chakra.button
        type="button"
        aria-label={closeLabel}
        position="absolute"
        top="2"
        right="2"
        w="8"
        h="8"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        borderRadius="md"
        bg="transparent"
        color="gray.600"
        cursor="pointer"
        _hover={{ bg: 'gray.100', color: 'gray.900' }}
        _osDark={{ color: 'gray.300', _hover: { bg: 'gray.700', color: 'white' } }}
        style={collapsedBehind ? { visibility: 'hidden' } : undefined}
        onClick={() => dismissRef.current()}
      >
        <chakra.svg viewBox="0 0 24 24" w="4" h="4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
          <path d="M18 6 6 18M6 6l12 12" />
        </chakra.svg>
      </chakra.button>
    </chakra.li>
  );
}

function usePageHidden(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    () => document.hidden,
    () => false,
  );
}
