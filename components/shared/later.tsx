"use client";
// Parts of the dashboard below its first screen (docs/decisions.md "Below the first
// screen loads later"): their code loads after the page has loaded and the browser is idle, when
// their box comes near the screen, or at the member's first scroll, touch, click or key.
//  - `lazyAfterLoad`: a server-rendered section. The server renders its HTML with the page (the
//    member's data is in the first HTML); in the browser its part (components/shared/hydrated-parts,
//    `near`) keeps that HTML and hydrates once it comes near the viewport and its code is there.
//  - `Later`: browser-only content (the widget panel, popups): `fallback` on the server and until
//    `afterLoad`; with `observe` also when the fallback's box comes within a screen of the
//    viewport or at the member's first use (`afterLoadWhenNear`), and with `idleIf` at `afterLoad`
//    only when `idleIf`, asked then, says so: the widget panel waits for the member unless a timer
//    runs, whose clock shows in the tab's title and alerts when it ends.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { afterLoadTask, afterLoadWhenNear } from "@/components/shared/after-load";

/** React.lazy whose loader waits for `afterLoad` and a task of its own in the browser (the server renders at once). */
export function lazyAfterLoad<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => afterLoadTask().then(load).then((Component) => ({ default: Component })));
}

type Props = { children: React.ReactNode; fallback?: React.ReactNode; observe?: boolean; idleIf?: () => Promise<boolean> };

export function Later({ children, fallback = null, observe = false, idleIf }: Props) {
  const [ready, setReady] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // As it was when mounted (a ref, so a new function each render restarts nothing).
  const idleCheck = useRef(idleIf);
  useEffect(() => {
    let active = true;
    const show = () => active && setReady(true);
    const idle = idleCheck.current;
    const stop = observe ? afterLoadWhenNear(box.current, show) : undefined;
    void afterLoadTask()
      .then(() => idle?.() ?? true)
      .then((now) => now && show(), show);
    return () => {
      active = false;
      stop?.();
    };
  }, [observe]);
  const content = ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
  return observe ? <div ref={box}>{content}</div> : content;
}
