"use client";
// The first-time intro of the 5/25 rule (isFirstTime): what to do, then Get Started.
import { Button } from "@/components/ui/button";

export function BuffettIntro({ onStart }: { onStart: () => void }) {
  return (
    <section aria-labelledby="buffett-intro" className="rounded-lg border border-gold-500/60 bg-gold-100/50 p-3 text-sm dark:bg-gold-500/10">
      <h3 id="buffett-intro" className="mb-1.5 font-semibold">
        How the 5/25 rule works
      </h3>
      <ol className="mb-3 list-decimal space-y-1 pl-5">
        <li>Write down up to 25 goals you care about.</li>
        <li>Choose the 5 that matter most: your Top 5.</li>
        <li>Avoid the other 20 at all costs until your Top 5 are done.</li>
      </ol>
      <Button size="sm" onClick={onStart}>
        Get Started
      </Button>
    </section>
  );
}
