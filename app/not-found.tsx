import Link from "next/link";
import { Compass } from "lucide-react";
import { Button } from "@/components/ui/button";

export const metadata = { title: { absolute: "404 Page Not Found" } };

// Any path no route matches (01-core s2).
export default function NotFound() {
  return (
    <main className="bg-background flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <span className="bg-accent text-primary flex size-16 items-center justify-center rounded-full">
        <Compass className="size-8" aria-hidden />
      </span>
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="text-muted-foreground max-w-sm">The page you are looking for does not exist or has moved.</p>
      </div>
      <Button asChild size="lg">
        <Link href="/">Go home</Link>
      </Button>
    </main>
  );
}
