// Query keys are the API paths they read, so invalidating a key and calling a path stay in step.
export const queryKeys = {
  session: ["/api/session"],
  user: ["/api/user"],
  goals: ["/api/goals"],
  completedGoals: ["/api/goals/completed"],
  behavior: ["/api/behavior"],
  learned: ["/api/learnings/learned"],
  accomplished: ["/api/learnings/accomplished"],
  mindset: ["/api/mindset"],
  notes: ["/api/notes"],
  notifications: ["/api/notifications"],
  coachTips: ["/api/coach-tips"],
  adminUsers: ["/api/admin/users"],
  adminRecentUsers: ["/api/admin/users/recent"],
  adminNotifications: ["/api/admin/notifications"],
  coachGlance: ["/api/admin/coach/glance"],
  coachAttention: ["/api/admin/coach/attention"],
  coachMembers: ["/api/admin/coach/members"],
  coachSharing: ["/api/user/coach-sharing"],
  pushDevices: ["/api/push/subscriptions"],
  widgetAchievements: ["/api/widget-achievements"],
  widgetPoints: ["/api/widget-points"],
  progress: ["/api/progress"],
  badges: ["/api/badges"],
  pointsHistory: ["/api/points"],
  goalInsights: ["/api/insights/goals"],
  progressInsights: ["/api/insights/progress"],
  behaviorInsights: ["/api/insights/behavior"],
  dailySummary: ["/api/daily-summary"],
  streak: ["/api/streak"],
  sessions: ["/api/sessions"],
  calendarFeed: ["/api/users/calendar-feed"],
  twoFactor: ["/api/users/two-factor"],
  challenges: ["/api/challenges"],
  adminChallenges: ["/api/admin/challenges"],
  partners: ["/api/partners"],
} as const satisfies Record<string, readonly [string, ...unknown[]]>;

/** One page of GET /api/admin/users (the /admin page prefetches the first one on the server). */
export const adminRecentUsersPageKey = (cursor: number | null) => [...queryKeys.adminRecentUsers, { cursor }] as const;
export const adminUsersPageKey = (page: { q: string; cursor: number | null; limit: number }) => [...queryKeys.adminUsers, page] as const;

/** The path a key reads (its first element). */
export const pathOf = (key: readonly unknown[]): string => String(key[0]);
