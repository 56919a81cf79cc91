import { Loader2Icon } from "@/components/ui/icons";

import { cn } from "@/lib/utils";

function Spinner({ className, ...props }: React.ComponentProps<"svg">) {
  return <Loader2Icon role="status" aria-label="Loading" className={cn("size-4 animate-spin", className)} {...props} />;
}

/** A spinner centred in the space it is given (route loading states, auth resolving). */
function CenteredSpinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <div data-slot="centered-spinner" className={cn("flex min-h-[50vh] w-full items-center justify-center", className)}>
      <Spinner aria-label={label} className="text-primary size-10" />
    </div>
  );
}

/**
 * A route's loading state: the centred spinner where it always was, in a screen-high box, so the
 * footer starts below the fold and does not jump down when the screen streams in (CLS, docs/decisions.md "Route spinners sit in a screen-high box").
 */
function RouteSpinner() {
  return (
    <div data-slot="route-spinner" className="min-h-dvh">
      <CenteredSpinner />
    </div>
  );
}

export { Spinner, CenteredSpinner, RouteSpinner };
