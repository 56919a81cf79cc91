// What the session lifecycle keeps in localStorage: the last session (member, last activity shared
// by every tab, last wake-up, current page), the sleep flags and the auto-logout flag. They are
// read before or after a member's session (so not per member, as lib/client/local-store is).
// Auto-logout clears the first two and sets the third.

export const LAST_SESSION_KEY = "reach:last-session";
export const SLEEP_KEY = "reach:sleep";
/** Set by auto-logout (docs/product/shell-and-sign-in.md#idle-and-session-lifecycle); the login screen reads it once to say the session ended after inactivity. */
export const AUTO_LOGOUT_KEY = "auto_logout";

export type LastSession = { userId: number; lastActivityAt: number; lastWakeAt?: number; page?: string };
export type SleepFlags = { userId: number; since: number; page: string };

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage refused: the lifecycle still works within this tab */
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

export function readLastSession(userId: number): LastSession | null {
  const stored = read<LastSession>(LAST_SESSION_KEY);
  return stored && stored.userId === userId && typeof stored.lastActivityAt === "number" ? stored : null;
}

export function recordActivity(userId: number, at: number, page?: string): void {
  const previous = readLastSession(userId);
  write(LAST_SESSION_KEY, { ...previous, userId, lastActivityAt: Math.max(at, previous?.lastActivityAt ?? 0), page });
}

export function recordWake(userId: number, at: number): void {
  write(LAST_SESSION_KEY, { ...readLastSession(userId), userId, lastActivityAt: at, lastWakeAt: at });
}

export function setSleepFlags(flags: SleepFlags): void {
  write(SLEEP_KEY, flags);
}

export const readSleepFlags = () => read<SleepFlags>(SLEEP_KEY);
export const setAutoLogoutFlag = () => write(AUTO_LOGOUT_KEY, true);

/** Whether auto-logout set the flag; it is cleared by reading. */
export function takeAutoLogoutFlag(): boolean {
  let set = false;
  try {
    set = localStorage.getItem(AUTO_LOGOUT_KEY) !== null;
  } catch {
    /* storage refused: no notice */
  }
  if (set) remove(AUTO_LOGOUT_KEY);
  return set;
}
export const clearSleepFlags = () => remove(SLEEP_KEY);
export const clearLastSession = () => remove(LAST_SESSION_KEY);
