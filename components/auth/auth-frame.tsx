import { LandingHero } from "@/components/auth/landing-hero";

/**
 * The signed-out screens: the landing copy beside the form card on desktop; on phones the form
 * comes first and the landing copy after it, so Login is above the fold (docs/decisions.md "The sign-in screen on phones").
 */
export function AuthFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-background min-h-dvh lg:grid lg:grid-cols-2">
      <main className="flex items-start justify-center px-4 py-6 sm:px-6 lg:col-start-2 lg:row-start-1 lg:items-center lg:py-12">
        <div className="w-full max-w-md">{children}</div>
      </main>
      <div className="lg:col-start-1 lg:row-start-1">
        <LandingHero />
      </div>
    </div>
  );
}
