"use client";
// Parts of the dashboard below its first screen (issue 29, docs/decisions.md "Below the first
// screen loads later"): their code loads after the page has loaded and the browser is idle, when
// their box comes near the screen, or at the member's first scroll, touch, click or key.
//  - `lazyAfterLoad`: a server-rendered section. The server renders its HTML with the page (the
//    member's data is in the first HTML); in the browser its part (components/shared/hydrated-parts,
//    `near`) keeps that HTML and hydrates once it comes near the viewport and its code is there.
//  - `Later`: browser-only content (the widget panel, popups): `fallback` on the server and until
//    `afterLoad`, with `observe` also as soon as the fallback's box comes within a screen of the
//    viewport. The widget panel cannot wait for the member to scroll to it: a running timer shows
//    its clock in the tab's title and alerts when it ends.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { afterLoad, NEAR_MARGIN } from "@/components/shell/after-load";

/** React.lazy whose loader waits for `afterLoad` in the browser (the server renders at once). */
export function lazyAfterLoad<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => afterLoad().then(load).then((Component) => ({ default: Component })));
}

type Props = { children: React.ReactNode; fallback?: React.ReactNode; observe?: boolean };

export function Later({ children, fallback = null, observe = false }: Props) {
  const [ready, setReady] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let active = true;
    let observer: IntersectionObserver | undefined;
    const show = () => {
      observer?.disconnect();
      if (active) setReady(true);
    };
    void afterLoad().then(show);
    const element = box.current;
    if (observe && element && typeof IntersectionObserver !== "undefined") {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: NEAR_MARGIN });
      observer.observe(element);
    }
    return () => {
      active = false;
      observer?.disconnect();
    };
  }, [observe]);
  const content = ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
  return observe ? <div ref={box}>{content}</div> : content;
}
