// Path-specific empty answers for reads that fail (docs/product/shell-and-sign-in.md#calls-and-their-failures).
// Hooks reuse them as placeholders, so a screen never has to special-case a failed read.

export const EMPTY_BEHAVIOR = { continueDoing: "", startDoing: "", stopDoing: "" };
export const EMPTY_MINDSET = {
  visualization: "",
  selfTalk: "",
  focus: "",
  isVisualizationCompleted: false,
  isSelfTalkCompleted: false,
  isFocusCompleted: false,
};
export const EMPTY_NOTE = { content: "" };
export const EMPTY_INSIGHTS = { insights: "", summary: "", analysis: "" };

type Fallback = () => unknown;
const emptyList: Fallback = () => [];

/** First match wins; a path is compared without its query string. */
export const FALLBACKS: ReadonlyArray<readonly [RegExp, Fallback]> = [
  [/^\/api\/goals(\/completed)?$/, emptyList],
  [/^\/api\/learnings(\/(learned|accomplished))?$/, emptyList],
  [/^\/api\/notifications$/, emptyList],
  [/^\/api\/coach-tips$/, emptyList],
  [/^\/api\/push\/subscriptions$/, emptyList],
  [/^\/api\/behavior$/, () => ({ ...EMPTY_BEHAVIOR })],
  [/^\/api\/mindset$/, () => ({ ...EMPTY_MINDSET })],
  [/^\/api\/notes$/, () => ({ ...EMPTY_NOTE })],
  [/^\/api\/insights(\/[\w-]+)?$/, () => ({ ...EMPTY_INSIGHTS })],
];

const OFFLINE = Symbol.for("reach.offline-fallback");

/**
 * Marks a fallback given because the server could not be reached (a hidden, non-enumerable flag:
 * JSON and equality ignore it). The query cache keeps the data it had rather than such an answer,
 * so losing the connection never blanks a screen or a field the member is writing in.
 */
export function markOffline<T>(value: T): T {
  if (value !== null && typeof value === "object") Object.defineProperty(value, OFFLINE, { value: true });
  return value;
}

export const isOfflineFallback = (value: unknown): boolean =>
  value !== null && typeof value === "object" && (value as Record<symbol, unknown>)[OFFLINE] === true;

/** `path` without its query string, hash and trailing slashes. */
export const barePath = (path: string) => path.split(/[?#]/)[0].replace(/\/+$/, "");

/** A fresh empty answer for `path`, or null when the path has none. */
export function fallbackFor(path: string): unknown {
  const bare = barePath(path);
  const match = FALLBACKS.find(([pattern]) => pattern.test(bare));
  return match ? match[1]() : null;
}
