import { connection } from "next/server";
import { CompassIcon as Compass } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { geistLatinSwap } from "@/app/fonts";

export const metadata = { title: { absolute: "404 Page Not Found" } };

// Any path no route matches (docs/product/shell-and-sign-in.md#routes-and-redirects). Rendered per request (not prerendered) so its scripts
// carry the request's CSP nonce (proxy.ts); a prerendered page's scripts would be refused. Its text
// is in geistLatinSwap: the app's font shown with "swap", since Next's font preload does not reach
// the 404 answer and the "optional" face left a first visit in the fallback font (docs/decisions.md
// "The 404 page's font").
export default async function NotFound() {
  await connection();
  return (
    <main className={`${geistLatinSwap.className} bg-background flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center`}>
      <span className="bg-accent text-primary flex size-16 items-center justify-center rounded-full">
        <Compass className="size-8" aria-hidden />
      </span>
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="text-muted-foreground max-w-sm">The page you are looking for does not exist or has moved.</p>
      </div>
      <Button asChild size="lg">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- next/link here would put the router's Link into every route's first-load script (docs/decisions.md "Links") */}
        <a href="/">Go home</a>
      </Button>
    </main>
  );
}
