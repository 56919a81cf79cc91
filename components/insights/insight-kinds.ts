// The three coach insight cards (docs/product/points-and-badges.md#coach-insights): titles, the refresh error toasts, the load
// failure and empty texts, word for word.
import { BarChart3Icon, BrainCircuitIcon, LightbulbIcon, type LucideIcon } from "lucide-react";
import type { InsightKind } from "@/lib/client/use-progress";

export type InsightCardText = {
  title: string;
  icon: LucideIcon;
  description: string;
  refreshError: { title: string; description: string };
  loadFailed: string;
  empty: string;
};

export const INSIGHT_CARDS: Record<InsightKind, InsightCardText> = {
  goals: {
    title: "Coach Insights",
    icon: LightbulbIcon,
    description: "Your goals and their deadlines.",
    refreshError: { title: "Error refreshing insights", description: "Failed to get updated insights. Please try again." },
    loadFailed: "Failed to load insights",
    empty: "Set some SMART goals to receive personalized insights",
  },
  behavior: {
    title: "Behavior Patterns",
    icon: BrainCircuitIcon,
    description: "What your reflections keep saying.",
    refreshError: { title: "Error refreshing insights", description: "Failed to get updated behavior analysis. Please try again." },
    loadFailed: "Failed to load behavior insights",
    empty: "Continue tracking your behavior to receive insights",
  },
  progress: {
    title: "Progress Summary",
    icon: BarChart3Icon,
    description: "Your tasks, streak and points over time.",
    refreshError: { title: "Error updating summary", description: "Failed to refresh your progress. Please try again." },
    loadFailed: "Failed to load summary",
    empty: "Track your progress to receive coach insights",
  },
};

/** Card order on the dashboard (docs/product/points-and-badges.md#coach-insights). */
export const INSIGHT_ORDER: readonly InsightKind[] = ["goals", "behavior", "progress"];
