import { LandingHero } from "@/components/auth/landing-hero";

/** The signed-out screens: the landing copy beside (or above, on phones) the form card. */
export function AuthFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-background min-h-dvh lg:grid lg:grid-cols-2">
      <LandingHero />
      <main className="flex items-start justify-center px-4 py-8 sm:px-6 lg:items-center lg:py-12">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
