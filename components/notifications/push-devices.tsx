"use client";
// Notification Settings' device list (docs/decisions.md "The job queue"): every browser the member
// gets pushes on, named from its user agent, with its delivery health and a Remove button.
import { Button } from "@/components/ui/button";
import { deviceHealth } from "@/lib/domain/devices";
import { notify, toast } from "@/lib/client/toast";
import { usePushDevices, useRemovePushDevice } from "@/lib/client/use-push-devices";

export function PushDevices({ active }: { active: boolean }) {
  const devices = usePushDevices(active);
  const remove = useRemovePushDevice();
  const list = devices.data ?? [];
  if (!list.length) return null;
  const now = new Date();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const removeDevice = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => notify("success", "Device removed"),
      onError: () => toast({ title: "Error", description: "Failed to remove the device", variant: "destructive" }),
    });

  return (
    <section aria-labelledby="push-devices-title" className="space-y-2 border-t pt-3">
      <h3 id="push-devices-title" className="text-sm font-medium">
        Your devices
      </h3>
      <ul className="space-y-2" data-testid="push-devices">
        {list.map((d) => {
          const health = deviceHealth(d, now, zone);
          return (
            <li key={d.id} className="flex items-center justify-between gap-2" data-testid="push-device">
              <div className="min-w-0">
                <p className="truncate text-sm">{d.name}</p>
                <p className={health.ok ? "text-xs text-muted-foreground" : "text-xs text-destructive"}>{health.text}</p>
              </div>
              <Button variant="outline" size="sm" onClick={() => removeDevice(d.id)} disabled={remove.isPending} aria-label={`Remove ${d.name}`}>
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
