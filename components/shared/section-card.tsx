"use client";
// The frame every dashboard section shares: icon, title, optional points badge, an optional
// info toggle (docs/product/journal-and-reset.md#the-dashboard) and a status slot (autosave).
import { useId, useState } from "react";
import type { IconType } from "@/components/ui/icon";
import { InfoIcon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type Props = {
  id?: string;
  icon: IconType;
  title: string;
  description?: string;
  badge?: string;
  info?: React.ReactNode;
  status?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

export function SectionCard({ id, icon: Icon, title, description, badge, info, status, className, children }: Props) {
  const [showInfo, setShowInfo] = useState(false);
  const infoId = useId();
  return (
    <section
      id={id}
      aria-labelledby={`${infoId}-title`}
      className={cn("scroll-mt-6 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6", className)}
    >
      {/* The title keeps at least 12rem: with several buttons (the toolkit's) on a phone, the
          buttons wrap to their own row instead of squeezing the title into a narrow column. */}
      <header className="mb-4 flex flex-wrap items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-cardinal-700 to-cardinal-900 text-white shadow-sm">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-[12rem] flex-1 basis-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${infoId}-title`} className="text-lg leading-tight font-bold">
              {title}
            </h2>
            {badge && (
              <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-cardinal-800 dark:bg-gold-500/15 dark:text-gold-300">
                {badge}
              </span>
            )}
          </div>
          {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
        </div>
        <div className="ml-auto flex items-center gap-1">
          {status}
          {info && (
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-muted-foreground"
              aria-expanded={showInfo}
              aria-controls={`${infoId}-info`}
              aria-label={`About ${title}`}
              onClick={() => setShowInfo((v) => !v)}
            >
              <InfoIcon />
            </Button>
          )}
        </div>
      </header>
      {info && showInfo && (
        <div
          id={`${infoId}-info`}
          className="mb-4 rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950 dark:border-blue-900 dark:bg-blue-950/40 dark:text-blue-100"
        >
          {info}
        </div>
      )}
      <div className="space-y-3">{children}</div>
    </section>
  );
}
