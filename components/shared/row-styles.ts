// Shared looks of goal, task and mindset rows.

/** A checked box on a completed row: green in both themes. */
export const DONE_CHECKBOX =
  "border-emerald-600 data-[state=checked]:border-emerald-600 data-[state=checked]:bg-emerald-600 dark:data-[state=checked]:bg-emerald-600";

/** A title edited in place: quiet until hovered or focused. */
export const INLINE_INPUT =
  "border-transparent bg-transparent px-2 font-medium shadow-none hover:bg-muted/60 focus-visible:border-input focus-visible:bg-background dark:bg-transparent dark:hover:bg-input/30 dark:focus-visible:bg-input/30";
