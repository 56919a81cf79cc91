"use client";
// Profile > Security's signed-in devices (docs/decisions.md "Fair points and sessions"): one row
// per session, this device first ("This device"), the others with when they were last active
// ("Chrome on Android, last active 2 h ago"); a Sign out button on each, and "Sign out of all
// devices". Signing this device out, one way or the other, leaves for "/" like logout. A row's text
// takes the room left beside the button (w-0 flex-1: its one-line width never widens the card), so
// a long device name is truncated and Sign out stays whole on a phone.
import { useRouter } from "next/navigation";
import { MonitorSmartphoneIcon } from "lucide-react";
import { showError } from "@/components/profile/profile-toasts";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOf } from "@/lib/client/api";
import { useSessions, useSignOutAll, useSignOutDevice } from "@/lib/client/use-sessions";
import { lastActiveLabel } from "@/lib/domain/last-active";
import { SettingsCard } from "@/components/shared/settings-card";

const failed = (error: unknown) => showError(`Failed to sign out: ${serverMessageOf(error) ?? "please try again."}`);

export function DeviceList() {
  const router = useRouter();
  const leave = () => router.replace("/");
  const { data, isPending, isError, refetch } = useSessions();
  const signOut = useSignOutDevice(leave);
  const signOutAll = useSignOutAll(leave);
  const now = new Date();

  return (
    <SettingsCard id="devices-title" title="Signed-in devices" data-testid="device-list">
      {isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading devices">
          <Skeleton className="h-12 rounded-lg" />
          <Skeleton className="h-12 rounded-lg" />
        </div>
      ) : isError || !data ? (
        <div className="flex flex-wrap items-center gap-2" role="alert">
          <p className="text-sm">Failed to load your devices.</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <ul className="divide-y rounded-lg border">
          {data.map((session) => {
            const line = session.current ? "This device" : `${session.device}, ${lastActiveLabel(new Date(session.lastSeenAt), now)}`;
            const busy = signOut.isPending && signOut.variables === session.id;
            return (
              <li key={session.id} className="flex items-center gap-3 px-3 py-2.5" data-testid="device">
                <MonitorSmartphoneIcon className="text-muted-foreground size-5 shrink-0" aria-hidden />
                <div className="w-0 min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{line}</p>
                  {session.current && <p className="text-muted-foreground truncate text-xs">{session.device}</p>}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`Sign out ${session.current ? "this device" : session.device}`}
                  onClick={() => signOut.mutate(session.id, { onError: failed })}
                >
                  {busy && <Spinner />}
                  Sign out
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="outline" className="w-full sm:w-fit" disabled={signOutAll.isPending} onClick={() => signOutAll.mutate(undefined, { onError: failed })}>
        {signOutAll.isPending && <Spinner />}
        Sign out of all devices
      </Button>
    </SettingsCard>
  );
}
