"use client";
// The collapsible SMART guide above the goal slots, open by default (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal) for a member who
// never closed it; once closed it stays closed, remembered per member in this browser
// (docs/decisions.md "The SMART guide remembers being closed"). Its text (smart-guide-body) hydrates in its own boundary once its
// chunk has loaded, after the page is idle; until then the server's HTML shows.
import { Activity } from "react";
import { lazyAfterLoad } from "@/components/shared/later";
import { ChevronDownIcon, LightbulbIcon } from "@/components/ui/icons";
import { useLocalState, type LocalSchema } from "@/lib/client/local-store";
import { cn } from "@/lib/utils";

// A boolean, checked without zod: the guide is on the dashboard's first load (docs/decisions.md "zod stays out of first-load code").
const CLOSED: LocalSchema<boolean> = { safeParse: (data) => (typeof data === "boolean" ? { success: true, data } : { success: false }) };

const Body = lazyAfterLoad(() => import("@/components/goals/smart-guide-body").then((m) => m.SmartGuideBody));

/** The guide's text under its toggle. */
export function SmartGuide() {
  const [closed, setClosed] = useLocalState("smart-guide-closed", CLOSED, false);
  const open = !closed;
  return (
    <div className="rounded-xl border border-cardinal-700/15 bg-cardinal-50/60 dark:border-gold-500/15 dark:bg-cardinal-900/20">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="smart-guide"
        onClick={() => setClosed((c) => !c)}
        className="flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-left text-sm font-semibold text-cardinal-800 dark:text-gold-300"
      >
        <span className="flex items-center gap-2">
          <LightbulbIcon className="size-4" aria-hidden />
          How to write a SMART goal
        </span>
        <ChevronDownIcon className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      {open && (
        <div id="smart-guide" className="space-y-4 px-4 pb-4 text-sm">
          <Activity>
            <Body />
          </Activity>
        </div>
      )}
    </div>
  );
}
