// The dashboard's API traffic, shared by npm run bench and npm run load: every read the dashboard
// makes and its three autosave writes (behavior, mindset text, note).

export const DASHBOARD_READS = [
  "/api/goals",
  "/api/behavior",
  "/api/learnings/learned",
  "/api/learnings/accomplished",
  "/api/mindset",
  "/api/notes",
  "/api/notifications",
  "/api/user",
  "/api/coach-tips",
];

/** Each autosave with a body; `field` is the text column a load run stamps and reads back from Postgres. */
export const DASHBOARD_WRITES = [
  { path: "/api/behavior", table: "Behavior", field: "continueDoing", body: { continueDoing: "Ship small", startDoing: "Bench", stopDoing: "Guessing" } },
  { path: "/api/mindset", table: "Mindset", field: "focus", body: { focus: "One thing at a time" } },
  { path: "/api/notes", table: "Note", field: "content", body: { content: "Measured, not guessed." } },
];
