// Types of steps.mjs (read by steps.test.ts).
export function clockSeconds(text: string | null | undefined): number;
export const STEPS: { name: string; run: (t: unknown) => Promise<void> }[];
