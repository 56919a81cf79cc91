import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets later Tailwind classes win over earlier ones (shadcn's `cn`). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map (its first call: about 30 ms on a slow phone). The browser's
 * client hook (instrumentation-client.ts) calls it in a task of its own right after the first-load
 * script runs, so it is not added to the first hydration task that calls cn() (docs/decisions.md
 * "tailwind-merge warms up in its own task"). Importing this module does nothing on its own.
 */
export function warmClassMerge() {
  twMerge("");
}
