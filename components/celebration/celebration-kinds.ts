// The celebration popup's kinds and its 20-emoji burst (docs/product/points-and-badges.md#celebrations).
// Pure: the burst takes its random source so tests can pin it.
import type { CelebrationType } from "@/lib/client/celebration";
import { CELEBRATION } from "@/lib/constants";

/** The emojis each kind's burst draws from. */
export const CELEBRATION_EMOJIS: Record<CelebrationType, readonly string[]> = {
  general: ["🎉", "✨", "🌟", "🎊", "⭐"],
  smart: ["🎯", "🏆", "🚀", "⭐", "🎉"],
  daily: ["✅", "💪", "🔥", "⭐", "📅"],
  mindset: ["🧠", "🧘", "✨", "💭", "🌈"],
  learning: ["📚", "💡", "🎓", "✏️", "🌟"],
};

export type BurstItem = { emoji: string; dx: number; dy: number; rotate: number; delayMs: number; size: number };

/** CELEBRATION.emojiCount emojis flying out from the centre at spread angles and distances. */
export function makeBurst(type: CelebrationType, random: () => number = Math.random): BurstItem[] {
  const pool = CELEBRATION_EMOJIS[type];
  return Array.from({ length: CELEBRATION.emojiCount }, (_, i) => {
    const angle = (i / CELEBRATION.emojiCount) * 2 * Math.PI + random() * 0.3;
    const distance = 120 + random() * 140;
    return {
      emoji: pool[i % pool.length],
      dx: Math.round(Math.cos(angle) * distance),
      dy: Math.round(Math.sin(angle) * distance),
      rotate: Math.round(random() * 360 - 180),
      delayMs: Math.round(random() * 150),
      size: Math.round(20 + random() * 16),
    };
  });
}
