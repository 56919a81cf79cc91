// An icon for each badge of the catalogue (lib/domain/badges); unknown codes get the award icon (the panel).
// The Bronze, Silver and Gold Medal badges are drawn in their medal's colour (MEDAL_DISCS).
import { BrainIcon, CrownIcon, FlameIcon, InfinityIcon, MedalIcon, RocketIcon, SparklesIcon, TargetIcon, TimerIcon, TrophyIcon, type LucideIcon } from "lucide-react";

export const BADGE_ICONS: Record<string, LucideIcon> = {
  "first-goal": TargetIcon,
  goalGetter: RocketIcon,
  "goals-10": TrophyIcon,
  streak5: FlameIcon,
  "streak-7": FlameIcon,
  limitless: InfinityIcon,
  "mindset-master": SparklesIcon,
  mindMaster: BrainIcon,
  focusPro: TimerIcon,
  champion: CrownIcon,
  "xp-5": MedalIcon,
  "xp-10": MedalIcon,
  "xp-15": MedalIcon,
};

/** An earned badge's disc: its medal colour for the three medals, the gold of every other badge. */
export const EARNED_DISC = "bg-gradient-to-br from-gold-300 to-gold-500 text-cardinal-900";
export const MEDAL_DISCS: Record<string, string> = {
  "xp-5": "bg-gradient-to-br from-orange-300 to-orange-700 text-orange-950",
  "xp-10": "bg-gradient-to-br from-slate-100 to-slate-400 text-slate-700",
  "xp-15": "bg-gradient-to-br from-gold-300 to-gold-500 text-gold-700",
};
/** The medal badges' icon colour where a badge is drawn as a plain icon (the profile's Achievements). */
export const MEDAL_ICON_TONES: Record<string, string> = {
  "xp-5": "text-orange-700 dark:text-orange-400",
  "xp-10": "text-slate-500 dark:text-slate-300",
  "xp-15": "text-gold-700 dark:text-gold-300",
};
