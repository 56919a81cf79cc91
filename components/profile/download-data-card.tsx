// "Download my data" (docs/product/profile.md#download-my-data): plain links, so the browser streams the file to disk.
import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { SettingsCard } from "@/components/shared/settings-card";

export function DownloadDataCard() {
  return (
    <SettingsCard id="download-data-title" title="Your data" gap={3}>
      <p className="text-muted-foreground text-sm">
        Download everything Reach stores about you: your profile, goals, every journal day and page, points, badges,
        notifications and widget achievements.
      </p>
      <div className="flex flex-wrap gap-2">
        <a href="/api/export?format=json" download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden />
          Download my data (JSON)
        </a>
        <a href="/api/export?format=csv" download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden />
          Download as CSV (zip)
        </a>
      </div>
    </SettingsCard>
  );
}
