// Backdating needs evidence of being offline (docs/decisions.md "Offline", "The day across the
// gap, and conflicts"). A write's Made-At is the device's word; the server knows when each device
// session reached it. Contact is recorded with the session's lastSeenAt (at most every
// CONTACT_TOUCH_MS) and is one stretch while its recorded contacts are less than CONTACT_GAP_MS
// apart; the session keeps where the current stretch began (`since`) and its last contact before
// it (`before`, null when none since sign-in). A write made more than CONTACT_SLACK_MS before it
// arrived is believed only when the session was out of contact from when it was made until the
// current stretch began: made after the last contact before the stretch and before the stretch
// (each within the slack, for clock skew and a request in flight when the connection dropped).
// Otherwise it is taken as made when it arrived. The slack also covers a write in flight and the
// outbox's retry 10 s after a failed try.
export const CONTACT_TOUCH_MS = 5 * 60_000;
export const CONTACT_GAP_MS = 2 * CONTACT_TOUCH_MS;
export const CONTACT_SLACK_MS = 2 * 60_000;

/** What the session's record says about its contact, in ms since 1970. */
export type SessionContact = { since: number; before: number | null };

/** Whether a write made at `madeAt` and arriving at `arrival` claims a time the session's contact must support. */
export const isBackdated = (madeAt: number, arrival: number): boolean => arrival - madeAt > CONTACT_SLACK_MS;

/**
 * When the write is taken as made: its Made-At (already bounded by the server's clock) when the
 * session's contact leaves the device offline then, else its arrival. No record of the session
 * (ended): its arrival.
 */
export function believedMadeAt(madeAt: number, arrival: number, contact: SessionContact | null): number {
  if (!isBackdated(madeAt, arrival)) return madeAt;
  if (!contact) return arrival;
  const outOfContactSince = contact.before === null || contact.before <= madeAt + CONTACT_SLACK_MS;
  const madeBeforeStretch = madeAt <= contact.since + CONTACT_SLACK_MS;
  return outOfContactSince && madeBeforeStretch ? madeAt : arrival;
}

