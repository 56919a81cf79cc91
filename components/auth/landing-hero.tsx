import { Award, Target, TrendingUp } from "lucide-react";
import { BrandMark } from "@/components/shared/brand-mark";

// The landing copy of docs/product/shell-and-sign-in.md#who-it-is-for.
const FEATURES = [
  { icon: Target, title: "Set SMART Goals", text: "Specific, Measurable, Achievable, Relevant and Time-bound." },
  { icon: TrendingUp, title: "Track Your Progress", text: "A daily journal, top tasks and mindset exercises." },
  { icon: Award, title: "Earn Rewards", text: "Collect badges and experience points." },
] as const;

export function LandingHero() {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-cardinal-800 via-cardinal to-cardinal-600 px-6 py-10 text-white sm:px-10 lg:flex lg:min-h-dvh lg:flex-col lg:justify-center lg:px-16">
      {/* Glows drawn as radial gradients, not blurred discs: a blur filter is costly to paint on phones (docs/decisions.md "Glows are gradients, not blurs"). */}
      <div aria-hidden className="absolute -top-44 -right-44 -z-10 size-[28rem] rounded-full bg-radial from-gold/25 from-25% to-transparent to-70%" />
      <div aria-hidden className="absolute -bottom-52 -left-40 -z-10 size-[30rem] rounded-full bg-radial from-black/20 from-25% to-transparent to-70%" />
      <div className="mx-auto w-full max-w-lg">
        <p className="text-gold flex items-center gap-3 text-sm font-semibold tracking-[0.2em] uppercase">
          <BrandMark className="size-9 rounded-[10px] shadow-md ring-1 ring-white/20" />
          Reach
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Reach Your Goals</h1>
        <ul className="mt-8 grid gap-5">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-4">
              <span className="bg-gold text-cardinal-900 flex size-10 shrink-0 items-center justify-center rounded-lg shadow-sm">
                <Icon className="size-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-white/80">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
