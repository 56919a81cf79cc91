"use client";
// The member's IANA time zone (docs/product/profile.md#time-zone): a searchable list (the browser's own zone names,
// typed to filter), with the browser's current zone offered in one click.
// The list (some 420 zones) fills when the field is first focused or pointed at, the only time a
// browser shows it: built at hydration it was the profile screen's longest task (docs/decisions.md "The time-zone list fills on first focus").
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useHydrated } from "@/lib/client/use-hydrated";
import { dayStartWords } from "@/lib/domain/fair-streak/member-day";
import { browserTimeZone } from "@/lib/client/browser-time-zone";

/** Every zone this browser knows, plus UTC and the member's saved one. */
export function timeZoneOptions(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set(["UTC", saved, ...known])].sort((a, b) => a.localeCompare(b));
}

/** `dayStartHour`: the member's day start (docs/decisions.md "Fair streaks"), said in the hint. */
export function TimeZoneField({ value, saved, dayStartHour, onChange }: { value: string; saved: string; dayStartHour: number; onChange: (zone: string) => void }) {
  // The zone list and the device's zone are the browser's: read them once hydrated (the server's differ).
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const options = useMemo(() => (wanted ? timeZoneOptions(saved) : []), [wanted, saved]);
  const suggested = hydrated ? browserTimeZone() : value;
  return (
    <div className="grid gap-2">
      <Label htmlFor="profile-time-zone">Time zone</Label>
      <Input
        id="profile-time-zone"
        list="profile-time-zones"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={want}
        onPointerEnter={want}
        autoComplete="off"
        spellCheck={false}
        aria-describedby="profile-time-zone-hint"
      />
      <datalist id="profile-time-zones">
        {options.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <p id="profile-time-zone-hint" className="text-muted-foreground text-xs">
        Your day starts at {dayStartWords(dayStartHour)} in this zone. Type to search, for example &quot;Berlin&quot;.
      </p>
      {suggested !== value && (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => onChange(suggested)}>
          Use this device&apos;s time zone ({suggested})
        </Button>
      )}
    </div>
  );
}
