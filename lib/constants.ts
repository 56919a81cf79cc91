// Points, limits and timings: one table read by the server and the UI (docs/product/points-and-badges.md#points, docs/product/widgets.md#widget-points).
// Change a value here and both sides follow.

export const POINTS = {
  smartGoal: 25,
  mainGoal: 15,
  dailyTask: 10,
  mindsetExercise: 15,
  mindsetAllBonus: 25,
  behavior: 8,
  learned: 5,
  accomplished: 5,
  badge: 20,
  /** An answered check-in, once per due check-in (docs/decisions.md "Check-ins"). */
  checkIn: 10,
  /** Widget achievements: 1 to 25 each, at most 200 widget points a local day. */
  widgetMin: 1,
  widgetMax: 25,
  widgetDailyCap: 200,
} as const;

/**
 * Repeatable actions earn for a limited number a local day, then 0 (docs/decisions.md "Fair points
 * and sessions"): learned and accomplished items, each type on its own; SMART goal completions
 * (3, one per slot) and main goal completions (1).
 */
export const DAILY_AWARD_LIMITS = { learned: 5, accomplished: 5, smartGoal: 3, mainGoal: 1 } as const;

/** floor(streak / 5) * 10, at most 100. */
export const STREAK_POINTS = { every: 5, points: 10, max: 100 } as const;

export const SLOTS = {
  smart: ["smart1", "smart2", "smart3"],
  tasks: ["task1", "task2", "task3"],
  main: "main",
} as const;

export const LIMITS = {
  title: 200,
  text: 5000,
  notificationTitle: 200,
  notificationMessage: 2000,
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 6,
  passwordMax: 128,
  profilePictureBytes: 400_000,
  /** User.timeZone is VARCHAR(64); IANA names are shorter. */
  timeZone: 64,
  /** Ids are Postgres int4. */
  maxId: 2_147_483_647,
} as const;

export const LOGIN_THROTTLE = {
  /** Failures of one username from one client address within the window before that pair locks. */
  perPair: 5,
  /** Failures from one client address, any usernames, within the window before it locks. */
  perClient: 20,
  /** Failures of one username from every address together before it locks for all (distributed guessing). */
  perUsername: 100,
  /** From this many failures of a username on, each one holds it for a growing delay first... */
  usernameDelayFrom: 10,
  /** ...of these seconds (the last repeats): 429 with Retry-After until it has passed. */
  usernameDelaysS: [1, 2, 4, 8, 15, 30],
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
} as const;

export const TIMINGS = {
  goalSaveDebounceMs: 3000,
  behaviorDebounceMs: 1000,
  mindsetTextDebounceMs: 1000,
  mindsetCheckboxDebounceMs: 500,
  notesDebounceMs: 1000,
  completedGoalRemoveMs: 3000,
  celebrationAutoCloseMs: 3000,
  resetSuccessMs: 1500,
  coachTipRotateMs: 15_000,
  coachTipFadeMs: 500,
  coachTipReturnMs: 300_000,
  headerClockMs: 60_000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastSwipeThresholdPx: 50,
  achievementToastDelayMs: 3000,
  deleteAllPauseMs: 200,
  deleteAllReportEvery: 5,
  syncIntervalMs: 30_000,
  visibilityThrottleMs: 60_000,
  wakeRefreshAfterMs: 5 * 60_000,
  idleSleepMs: 10 * 60_000,
  idleWarningMs: 60 * 60_000,
  idleLogoutMs: 65 * 60_000,
  adminUsersRefreshMs: 30_000,
  defaultDeadlineDays: 7,
  /** The coach insights' caches (docs/product/widgets.md#widget-points): goals 5 min, progress 60 min, behavior 24 h; browser and server alike. */
  insightCacheMs: { goals: 5 * 60_000, progress: 60 * 60_000, behavior: 24 * 60 * 60_000 },
} as const;

export const CELEBRATION = { emojiCount: 20, soundVolume: 0.6 } as const;

export const MINDSET_REMINDER_HOURS = [9, 13, 17] as const;

export const ACHIEVEMENT_KEYWORDS = [
  "Achievement",
  "Milestone",
  "Streak",
  "Badge",
  "Level",
  "Trophy",
  "XP",
  "Reward",
  "Unlocked",
  "Congratulations",
] as const;

/** '+10 Points' style labels, read by the UI from the same numbers the server awards. */
export const pointsLabel = (points: number) => `+${points} Points`;

/** Notifications and Web Push (docs/decisions.md "Notifications and Web Push"). */
export const NOTIFY_LIMITS = {
  /** The bell lists a member's newest notifications, at most this many. */
  memberList: 100,
  /** Longest accepted push endpoint URL. */
  pushEndpoint: 2048,
  /** Subscriptions kept per member (oldest dropped): bounds the fan-out of one push. */
  subscriptionsPerUser: 10,
  /** Recipients of one bulk delete. */
  bulkDelete: 1000,
  /** Pushes sent at once, and how long one push service may take to answer. */
  pushConcurrency: 20,
  pushTimeoutMs: 10_000,
} as const;

/** Registrations per client address (docs/decisions.md "Teams and roles"): attempts with a well-formed code in the window (env REGISTRATIONS_PER_HOUR, default 10), then 429. */
export const REGISTRATION_THROTTLE = {
  /** Code look-ups of the register screen ("you are joining <team>") per client address in the window. */
  lookupsPerClient: 60,
  windowMs: 60 * 60 * 1000,
} as const;

/** Teams and invite codes (docs/decisions.md "Teams and roles"). */
export const TEAM_LIMITS = { name: 80, description: 500, codeMaxUses: 100_000, codesPerPage: 50 } as const;
/** The default team: the migration put every existing member in it; it cannot be archived. */
export const DEFAULT_TEAM_ID = 1;
