// Types of dashboard-calls.mjs (read by e2e/dashboard-requests.spec.ts).
export const DASHBOARD_READS: string[];
export const DASHBOARD_WRITES: { path: string; table: string; field: string; body: Record<string, string> }[];
