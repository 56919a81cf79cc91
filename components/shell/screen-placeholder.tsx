import { Inbox } from "lucide-react";

/** A screen's title and an empty state, for screens whose content has not been built yet. */
export function ScreenPlaceholder({ title, emptyText }: { title: string; emptyText: string }) {
  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="bg-card text-muted-foreground flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
        <span className="bg-accent text-accent-foreground flex size-12 items-center justify-center rounded-full">
          <Inbox className="size-6" aria-hidden />
        </span>
        <p className="max-w-sm text-sm">{emptyText}</p>
      </div>
    </section>
  );
}
