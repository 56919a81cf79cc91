import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets later Tailwind classes win over earlier ones (shadcn's `cn`). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

// tailwind-merge builds its class map on its first call: about 30 ms on a slow phone. In the
// browser that call is made here, in a task of its own right after the first-load script runs, so it
// is not added to the first hydration task that calls cn() (docs/decisions.md "tailwind-merge warms
// up in its own task").
if (typeof window !== "undefined") setTimeout(() => twMerge(""), 0);
