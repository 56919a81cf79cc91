"use client";
// A server-rendered screen hydrated part by part (docs/decisions.md "Hydration in Activity parts, not Suspense"): each part sits in its own <Activity>
// boundary, so React hydrates the server HTML in short tasks (selective hydration) instead of one
// long task, and a click or keystroke in a part hydrates that part first. Activity rather than
// Suspense: the server streams a Suspense boundary's HTML separately and reveals it in throttled
// batches (parts appearing one after another, shifting the page), while an Activity boundary stays
// inline: the HTML is the same as with one tree. `PartsFrame` sets `data-hydrated="true"` once
// every part's effects ran (typing into server HTML before React hydrates it is lost). An update
// reaching a part still waiting to hydrate hydrates it at once, in one long task again: the frame's
// own re-renders keep the same children, and the parts' parent should not update before then.
// A `near` part far below the first screen waits longer to hydrate: until its box comes within a
// screen of the viewport after the page has loaded, or the member's first scroll, touch, click or
// key (components/shared/after-load); its server HTML shows meanwhile (docs/decisions.md "Parts
// below the first screen hydrate when near").
import { Activity, createContext, use, useCallback, useContext, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { afterLoadWhenNear } from "@/components/shared/after-load";

const MarkHydrated = createContext<(id: string) => void>(() => {});

/** Rendered last in each part's boundary: reports the part hydrated (its effects ran). */
function HydratedMark() {
  const id = useId();
  const mark = useContext(MarkHydrated);
  useEffect(() => mark(id), [mark, id]);
  return null;
}

type PartProps = { name: string; children: React.ReactNode };

/** One part of the screen, hydrated on its own; with `near`, once it comes near the viewport. */
export function HydratedPart({ name, near = false, children }: PartProps & { near?: boolean }) {
  if (near) return <NearPart name={name}>{children}</NearPart>;
  return (
    <Activity name={name}>
      {children}
      <HydratedMark />
    </Activity>
  );
}

const subscribeNever = () => () => {};
/** True while React hydrates server HTML (the server snapshot is read), false in a render of its own. */
const useHydrating = () => useSyncExternalStore(subscribeNever, () => false, () => true);

/** Suspends the part's hydration until `near` resolves; a render of the browser's own (a visit by client navigation) never waits. */
function WaitNear({ near, children }: { near: Promise<void>; children: React.ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating && typeof window !== "undefined") use(near);
  return children;
}

function NearPart({ name, children }: PartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => {
    let open = () => {};
    const near = new Promise<void>((resolve) => (open = resolve));
    return { near, open };
  });
  useEffect(() => afterLoadWhenNear(box.current, gate.open), [gate]);
  return (
    <div ref={box}>
      <Activity name={name}>
        <WaitNear near={gate.near}>{children}</WaitNear>
        <HydratedMark />
      </Activity>
    </div>
  );
}

/** The element around the parts: `data-hydrated="true"` once `parts` of them have hydrated. */
export function PartsFrame({ parts, className, children }: { parts: number; className?: string; children: React.ReactNode }) {
  const [hydrated, setHydrated] = useState<ReadonlySet<string>>(new Set());
  // Stable: a context change would reach the parts still waiting to hydrate.
  const mark = useCallback((id: string) => setHydrated((done) => (done.has(id) ? done : new Set(done).add(id))), []);
  return (
    <div className={className} data-hydrated={hydrated.size >= parts ? "true" : undefined}>
      <MarkHydrated.Provider value={mark}>{children}</MarkHydrated.Provider>
    </div>
  );
}
