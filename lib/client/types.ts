// Shapes the browser reads from the session and user calls (01-core s3 and s7).

/** GET /api/session; null when signed out. */
export type Session = { userId: number; isAdmin: boolean; username: string };

/** GET /api/user and GET /api/users/me. */
export type CurrentUser = {
  id: number;
  username: string;
  isAdmin: boolean;
  /** IANA time zone; every "day" rule uses it, never the browser's zone. */
  timeZone: string;
  /** 'YYYY-MM-DD' of the last journal reset, or null before the first. */
  lastResetDate: string | null;
  streak: number;
  xpPoints: number;
  badges: string[];
  showDailySummary: boolean;
  dateCreated: string;
  profilePicture: string | null;
  /** The member's local date now, 'YYYY-MM-DD', computed by the server. */
  today: string;
  /** True when lastResetDate is before today (the reset dialog opens). */
  resetDue: boolean;
};
