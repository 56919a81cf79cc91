// Which failed-login counters an attempt touches, and how long each is held after its n-th
// failure in the window (pure; lib/auth/throttle.ts applies it in Postgres). Three counters:
// - the pair (username, client address): locked after LOGIN_THROTTLE.perPair failures, so one
//   address guessing one member is stopped without touching that member elsewhere;
// - the client address: locked after perClient failures across any usernames;
// - the username across every address: growing delays from usernameDelayFrom failures on, and a
//   lock only at perUsername (distributed guessing), so a stranger cannot lock a member out.
import { createHash } from "node:crypto";
import { LOGIN_THROTTLE } from "@/lib/constants";

/**
 * `holds[n - 1]`: seconds the key is held after its n-th failure in the window (0: not held); the
 * last one is the lock. `serial`: while a failure would hold it for a delay, attempts take turns.
 */
export type ThrottleKey = { key: string; holds: number[]; serial?: true };
export type LoginAttempt = { username: string; client: string };

const KEY_MAX = 200; // LoginThrottle.key is VARCHAR(200)
const LOCK_S = LOGIN_THROTTLE.lockMs / 1000;

/** Hold seconds for failures 1..limit: nothing, then the delays from `delayFrom` on (last repeats), the lock at `limit`. */
export function holdSchedule(limit: number, delays: readonly number[] = [], delayFrom = limit): number[] {
  return Array.from({ length: limit }, (_, i) => {
    const failures = i + 1;
    if (failures >= limit) return LOCK_S;
    if (failures < delayFrom || delays.length === 0) return 0;
    return delays[Math.min(failures - delayFrom, delays.length - 1)];
  });
}

const PAIR_HOLDS = holdSchedule(LOGIN_THROTTLE.perPair);
const CLIENT_HOLDS = holdSchedule(LOGIN_THROTTLE.perClient);
const USERNAME_HOLDS = holdSchedule(LOGIN_THROTTLE.perUsername, LOGIN_THROTTLE.usernameDelaysS, LOGIN_THROTTLE.usernameDelayFrom);

/** Keys fit the column; a longer one keeps its start and a digest of the whole, so two never merge. */
export function boundedKey(key: string): string {
  if (key.length <= KEY_MAX) return key;
  return `${key.slice(0, KEY_MAX - 41)}#${createHash("sha256").update(key).digest("hex").slice(0, 40)}`;
}

/** Usernames are counted as the account lookup matches them: trimmed, case-insensitive. */
const nameOf = (username: string) => username.trim().toLowerCase();

export const usernameKey = (username: string): ThrottleKey => ({ key: boundedKey(`u:${nameOf(username)}`), holds: USERNAME_HOLDS, serial: true });
export const clientKey = (client: string): ThrottleKey => ({ key: boundedKey(`ip:${client}`), holds: CLIENT_HOLDS });
export const pairKey = ({ username, client }: LoginAttempt): ThrottleKey => ({
  key: boundedKey(`p:${nameOf(username)}|${client}`),
  holds: PAIR_HOLDS,
});
/** Every pair key of a username starts with this (usernames of accounts cannot contain "|"). */
export const pairPrefix = (username: string) => `p:${nameOf(username)}|`;

/** The counters one password check touches: the pair first (the one a success clears). */
export const attemptKeys = (attempt: LoginAttempt): ThrottleKey[] => [pairKey(attempt), clientKey(attempt.client), usernameKey(attempt.username)];
