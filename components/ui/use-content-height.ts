"use client";
// `field-sizing: content` for engines without it (WebKit before Safari 26, so iPhones on iOS 18
// and older; docs/decisions.md, "Browsers and engines"): the textarea is sized to its text
// whenever the text or its width changes. Engines that have it keep doing it in CSS alone.
import { useLayoutEffect, useRef, type RefObject } from "react";

export function supportsFieldSizing(): boolean {
  return typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("field-sizing", "content");
}

/** Height that shows all of the text: the scroll height plus the borders (box-sizing: border-box). */
function fit(el: HTMLTextAreaElement) {
  el.style.height = "auto";
  if (!el.scrollHeight) return; // not laid out (hidden, or a test's DOM)
  el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
}

/** Keeps the textarea's height fitted to `value` where CSS cannot; returns the ref to give it. */
export function useContentHeight(value: string): RefObject<HTMLTextAreaElement | null> {
  const ref = useRef<HTMLTextAreaElement | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !supportsFieldSizing()) fit(el);
  }, [value]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || supportsFieldSizing() || typeof ResizeObserver === "undefined") return;
    let width = el.clientWidth;
    // Refit when the width changes (the text rewraps); the height this sets does not loop back.
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      fit(el);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return ref;
}
