"use client";
// The collapsible SMART guide above the goal slots, open by default (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal) for a member who
// never closed it; once closed it stays closed, remembered per member in this browser (issue 14
// item 5, docs/decisions.md). Its static text lives here, in the cached script, not in every page's
// RSC payload (docs/decisions.md "Static text in the script, not the page").
import { ChevronDownIcon, LightbulbIcon } from "@/components/ui/icons";
import { useLocalState, type LocalSchema } from "@/lib/client/local-store";
import { cn } from "@/lib/utils";

// A boolean, checked without zod: the guide is on the dashboard's first load (issue 16).
const CLOSED: LocalSchema<boolean> = { safeParse: (data) => (typeof data === "boolean" ? { success: true, data } : { success: false }) };

const LETTERS = [
  { letter: "S", word: "Specific", text: "Say exactly what you want to achieve: what, why and how." },
  { letter: "M", word: "Measurable", text: "Give it a number or a finish line so you know when it is done." },
  { letter: "A", word: "Achievable", text: "Stretch yourself, but keep it within reach of your time and skills." },
  { letter: "R", word: "Relevant", text: "Make it matter: it should move your bigger goals forward." },
  { letter: "T", word: "Time-bound", text: "Set a deadline. A goal without a date is only a wish." },
];

const EXAMPLES = [
  "Run 5 km without stopping by the end of next month, training three times a week.",
  "Read 2 books on leadership in the next 30 days, 20 pages every evening.",
  "Save $500 for a new laptop within 8 weeks by setting aside $65 each week.",
];

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
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
            {LETTERS.map(({ letter, word, text }) => (
              <li key={letter} className="rounded-lg bg-background/80 p-3 shadow-xs dark:bg-card">
                <p className="flex items-center gap-2 font-semibold whitespace-nowrap">
                  <span className="flex size-6 items-center justify-center rounded-md bg-cardinal-700 text-xs text-white">{letter}</span>
                  {word}
                </p>
                <p className="mt-1 text-xs leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
          <div>
            <p className="font-medium">Examples</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
              {EXAMPLES.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
          </div>
          <p className="rounded-lg bg-gold-100 px-3 py-2 text-xs text-cardinal-900 dark:bg-gold-500/15 dark:text-gold-100">
            <strong>Tip:</strong> completing a goal clears it from its slot and keeps it under Completed Goals, so
            your three slots are always free for what comes next.
          </p>
        </div>
      )}
    </div>
  );
}
