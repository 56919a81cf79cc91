"use client";
// A widget's drag and drop layer (@dnd-kit and the draggable/droppable wrappers) is its own chunk,
// loaded only when a drag can start (docs/decisions.md "Loaded when used, not with the page": @dnd-kit cost a 73 ms task on every dashboard load
// that showed a board): when the pointer enters the widget, something in it takes focus or a
// touch starts on it, or once the widget has been on screen and the browser is idle. Until then
// the same markup renders without drag handlers. When the layer arrives the cards remount as
// draggable ones; the element that had focus (a drag handle, a field) gets it back.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";

type Loader = () => Promise<unknown>;
const loaded = new WeakMap<Loader, unknown>();
const loading = new WeakMap<Loader, Promise<unknown>>();

/** One load per layer for the page; a failed one (offline) is tried again at the next intent. */
function begin(load: Loader): Promise<unknown> {
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then(
      (module) => {
        loaded.set(load, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(load);
        throw error;
      },
    );
    loading.set(load, pending);
  }
  return pending;
}

type FocusKey = { tag: string; id: string; label: string | null; text: string };

/** What identifies the focused element inside the widget (its id, accessible name or text), to focus it again after the remount. */
function focusKey(root: HTMLElement): FocusKey | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === root || !root.contains(active)) return null;
  return { tag: active.tagName, id: active.id, label: active.getAttribute("aria-label"), text: active.textContent?.trim() ?? "" };
}

function findFocusable(root: HTMLElement, key: FocusKey): HTMLElement | undefined {
  const same = (el: HTMLElement) =>
    key.id ? el.id === key.id : key.label !== null ? el.getAttribute("aria-label") === key.label : key.text !== "" && el.textContent?.trim() === key.text;
  return [...root.getElementsByTagName(key.tag)].find((el): el is HTMLElement => el instanceof HTMLElement && same(el));
}

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 200);

/**
 * `layer` is the loaded module (null until then); spread `intent` on the widget's root element.
 * `load` must be a module-level function (it keys the cache: a remounted widget starts with it).
 */
export function useDragLayer<T>(load: () => Promise<T>, root: RefObject<HTMLElement | null>) {
  const [layer, setLayer] = useState<T | null>(() => (loaded.get(load) as T | undefined) ?? null);
  const refocus = useRef<FocusKey | null>(null);

  // The layer arrives: remember what had focus in the widget, then render the draggable views.
  const start = () => {
    const arrive = (module: unknown) => {
      refocus.current = root.current ? focusKey(root.current) : null;
      setLayer(module as T);
    };
    begin(load).then(arrive, () => undefined);
  };
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  });

  useLayoutEffect(() => {
    const key = refocus.current;
    refocus.current = null;
    if (key && layer && root.current) findFocusable(root.current, key)?.focus();
  }, [layer, root]);

  useEffect(() => {
    const element = root.current;
    if (layer || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      whenIdle(() => startRef.current());
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [layer, root]);

  const intent = layer ? {} : { onPointerEnter: start, onFocus: start, onTouchStart: start };
  return { layer, intent };
}
