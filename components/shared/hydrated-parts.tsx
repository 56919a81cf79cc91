"use client";
// A server-rendered screen hydrated part by part (issue 16): each part sits in its own <Activity>
// boundary, so React hydrates the server HTML in short tasks (selective hydration) instead of one
// long task, and a click or keystroke in a part hydrates that part first. Activity rather than
// Suspense: the server streams a Suspense boundary's HTML separately and reveals it in throttled
// batches (parts appearing one after another, shifting the page), while an Activity boundary stays
// inline: the HTML is the same as with one tree. `PartsFrame` sets `data-hydrated="true"` once
// every part's effects ran (typing into server HTML before React hydrates it is lost). An update
// reaching a part still waiting to hydrate hydrates it at once, in one long task again: the frame's
// own re-renders keep the same children, and the parts' parent should not update before then.
import { Activity, createContext, useCallback, useContext, useEffect, useId, useState } from "react";

const MarkHydrated = createContext<(id: string) => void>(() => {});

/** Rendered last in each part's boundary: reports the part hydrated (its effects ran). */
function HydratedMark() {
  const id = useId();
  const mark = useContext(MarkHydrated);
  useEffect(() => mark(id), [mark, id]);
  return null;
}

/** One part of the screen, hydrated on its own. */
export function HydratedPart({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <Activity name={name}>
      {children}
      <HydratedMark />
    </Activity>
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
