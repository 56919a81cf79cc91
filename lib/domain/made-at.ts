// When a write was made on the device (docs/decisions.md "Offline", "The day across the gap"): the
// outbox sends each kept write with the time it was made (header Made-At, milliseconds since the
// epoch). The server bounds it by its own clock (a time ahead of the server's is the server's now)
// and refuses a write made more than 36 hours before: a day lasts at most 24 hours, so such a write
// is always for a day before the member's current one, past the grace.
export const MADE_AT_HEADER = "Made-At";
export const GRACE_HOURS = 36;
export const GRACE_MS = GRACE_HOURS * 3_600_000;

export const MADE_AT_INVALID_MESSAGE = "Made-At must be a time in milliseconds since 1970";
export const TOO_OLD_MESSAGE = `This change was made offline more than ${GRACE_HOURS} hours ago, too late for its day: it was not saved`;

export type MadeAt = { at: number } | { refused: string };

/** The write's time bounded by the server's clock, or why it is refused; null without the header. */
export function madeAtOf(header: string | null, now: number): MadeAt | null {
  if (header === null) return null;
  if (!/^\d{1,16}$/.test(header.trim())) return { refused: MADE_AT_INVALID_MESSAGE };
  const at = Math.min(Number(header.trim()), now);
  if (now - at > GRACE_MS) return { refused: TOO_OLD_MESSAGE };
  return { at };
}
