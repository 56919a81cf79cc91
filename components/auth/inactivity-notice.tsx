"use client";
// "Your session ended after a period of inactivity" above the sign-in tabs (docs/product/shell-and-sign-in.md#routes-and-redirects). Loaded
// only when it shows, so its icon code stays out of the login's first load (docs/decisions.md "Icons of the first load").
import { Clock } from "lucide-react";

export default function InactivityNotice() {
  return (
    <div role="status" className="border-gold bg-accent text-accent-foreground flex items-start gap-2 rounded-md border px-3 py-2 text-sm">
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>Your session ended after a period of inactivity. Please log in again.</span>
    </div>
  );
}
