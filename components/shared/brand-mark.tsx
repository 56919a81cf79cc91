import { cn } from "@/lib/utils";

/** The Reach mark (same drawing as public/favicon.svg). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn("size-8", className)}>
      <rect width="64" height="64" rx="14" fill="#990000" />
      <circle cx="32" cy="34" r="18" fill="none" stroke="#FFCC00" strokeWidth="5" />
      <circle cx="32" cy="34" r="7" fill="#FFCC00" />
      <path d="M32 34 L50 12" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <path d="M44 10 L52 10 L52 18" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
