import { BrandMark } from "@/components/shared/brand-mark";

export function AppFooter() {
  return (
    <footer className="text-muted-foreground border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-6 text-xs sm:flex-row sm:justify-between">
        <span className="flex items-center gap-2">
          <BrandMark className="size-5" />
          <span className="text-foreground font-semibold">Reach</span>
          <span className="hidden sm:inline">· Set SMART goals, keep your journal, earn rewards.</span>
        </span>
        <span>© {new Date().getFullYear()} Reach</span>
      </div>
    </footer>
  );
}
