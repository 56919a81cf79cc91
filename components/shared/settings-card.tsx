// The profile's sections (Profile Information, Change Password, badges, points history, devices,
// preferences, your data...): a card named by its h2 heading, so each is a landmark a screen
// reader lists by that name.
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

const GAPS = { 2: "gap-2", 3: "gap-3", 4: "gap-4", 5: "gap-5", 6: "gap-6" } as const;

type Props = {
  /** The heading's id (the section's aria-labelledby). */
  id: string;
  title: ReactNode;
  /** The space between the heading and the parts (Tailwind's gap scale). */
  gap?: keyof typeof GAPS;
  /** The heading is read by screen readers only (the tab already says what the card is). */
  hiddenTitle?: boolean;
  /** A warning card (Delete Account): red border and heading. */
  danger?: boolean;
  "data-testid"?: string;
  children: ReactNode;
};

export function SettingsCard({ id, title, gap = 4, hiddenTitle = false, danger = false, children, ...rest }: Props) {
  return (
    <section aria-labelledby={id} className={cn(danger && "border-destructive/40", "bg-card grid rounded-xl border p-5", GAPS[gap])} data-testid={rest["data-testid"]}>
      <h2 id={id} className={hiddenTitle ? "sr-only" : cn(danger && "text-destructive", "font-semibold")}>
        {title}
      </h2>
      {children}
    </section>
  );
}
