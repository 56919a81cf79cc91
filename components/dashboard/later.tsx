"use client";
// Parts of the dashboard below its first screen (issue 29, docs/decisions.md "Below the first
// screen loads later"): their code loads after the page has loaded and the browser is idle, when
// their box comes near the screen, or at the member's first scroll, touch, click or key.
//  - `lazyAfterLoad`: a server-rendered section. The server renders its HTML with the page (the
//    member's data is in the first HTML); in the browser its part (components/shared/hydrated-parts)
//    keeps that HTML and hydrates once the code is there.
//  - `Later`: browser-only content (the widget panel, popups): `fallback` on the server and until
//    then, with `observe` also as soon as the fallback's box comes within a screen of the viewport.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { afterLoad } from "@/components/shell/after-load";

/** React.lazy whose loader waits for `afterLoad` in the browser (the server renders at once). */
export function lazyAfterLoad<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => afterLoad().then(load).then((Component) => ({ default: Component })));
}

/** How far outside the viewport a `Later` box starts loading (about a phone screen). */
export const LATER_MARGIN = "100% 0px";

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
    if (element && typeof IntersectionObserver !== "undefined") {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: LATER_MARGIN });
      observer.observe(element);
    }
    return () => {
      active = false;
      observer?.disconnect();
    };
  }, []);
  const content = ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
  return observe ? <div ref={box}>{content}</div> : content;
}
