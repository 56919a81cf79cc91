// Types of vapid-subject-rule.mjs (the VAPID subject rule shared by server/server.mjs and the app).
export const DEFAULT_VAPID_SUBJECT: string;
export function vapidSubjectProblem(subject: string): string | null;
export function vapidStartProblem(env?: Record<string, string | undefined>): string | null;
