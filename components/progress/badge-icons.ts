// An icon for each badge of the catalogue (lib/domain/badges); unknown codes get the award icon (the panel).
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
