"use client";
// Recipients of 'Send Notification': Single User (a select), Multiple Users (a checkbox list with
// a counter and Select All / Deselect All) or All Users (a note with the server's count). The
// lists show the server's matches for what the admin types (debounced), never every member;
// chosen members stay chosen (and listed first) whatever the search.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SearchInput } from "@/components/admin/admin-table";
import type { RecipientMode, SendForm } from "@/components/admin/admin-rules";
import { useRecipientSearch } from "@/lib/client/use-admin-users";
import type { AdminUserDto } from "@/lib/schemas/admin";

type Props = { form: SendForm; onChange: (change: Partial<SendForm>) => void };

const MODES: [RecipientMode, string][] = [
  ["single", "Single User"],
  ["multiple", "Multiple Users"],
  ["all", "All Users"],
];

export function RecipientPicker({ form, onChange }: Props) {
  const [search, setSearch] = useState("");
  const matches = useRecipientSearch(search);
  const listed = matches.data?.users ?? [];
  // Every user the admin chose, by id, so a choice keeps its name when the search moves on.
  const [chosen, setChosen] = useState<Map<number, AdminUserDto>>(new Map());
  const remember = (users: AdminUserDto[]) => setChosen((prev) => new Map([...prev, ...users.map((u) => [u.id, u] as const)]));

  const listedIds = listed.map((u) => u.id);
  const everyone = listedIds.length > 0 && listedIds.every((id) => form.userIds.includes(id));
  const toggle = (user: AdminUserDto, on: boolean) => {
    if (on) remember([user]);
    onChange({ userIds: on ? [...form.userIds, user.id] : form.userIds.filter((x) => x !== user.id) });
  };
  const toggleListed = () => {
    if (everyone) return onChange({ userIds: form.userIds.filter((id) => !listedIds.includes(id)) });
    remember(listed);
    onChange({ userIds: [...new Set([...form.userIds, ...listedIds])] });
  };
  const keptOut = (ids: number[]) => ids.filter((id) => !listedIds.includes(id)).flatMap((id) => chosen.get(id) ?? []);
  const singleOptions = [...keptOut(form.userId ? [Number(form.userId)] : []), ...listed];
  const multipleRows = [...keptOut(form.userIds), ...listed];

  return (
    <div className="space-y-3">
      <Label>Recipients</Label>
      <RadioGroup value={form.mode} onValueChange={(mode) => onChange({ mode: mode as RecipientMode })} className="flex flex-wrap gap-4">
        {MODES.map(([value, label]) => (
          <div key={value} className="flex items-center gap-2">
            <RadioGroupItem value={value} id={`recipients-${value}`} />
            <Label htmlFor={`recipients-${value}`} className="font-normal">
              {label}
            </Label>
          </div>
        ))}
      </RadioGroup>

      {form.mode !== "all" && <SearchInput className="w-full sm:w-72" label="Search recipients" value={search} onChange={setSearch} />}

      {form.mode === "single" && (
        <Select
          value={form.userId}
          onValueChange={(userId) => {
            remember(listed.filter((u) => String(u.id) === userId));
            onChange({ userId });
          }}
        >
          <SelectTrigger className="w-full sm:w-72" aria-label="Recipient">
            <SelectValue placeholder="Select a user" />
          </SelectTrigger>
          <SelectContent>
            {singleOptions.map((u) => (
              <SelectItem key={u.id} value={String(u.id)}>
                {u.username} (ID {u.id})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}

      {form.mode === "multiple" && (
        <div className="space-y-2">
          <div className="flex items-center justify-between text-sm">
            <span className="text-muted-foreground">{form.userIds.length} users selected</span>
            <Button type="button" variant="ghost" size="sm" onClick={toggleListed} disabled={listed.length === 0}>
              {everyone ? "Deselect All" : "Select All"}
            </Button>
          </div>
          <ul className="max-h-48 space-y-1 overflow-y-auto rounded-md border p-2" aria-label="Recipients list">
            {multipleRows.map((u) => (
              <li key={u.id} className="flex items-center gap-2">
                <Checkbox id={`recipient-${u.id}`} checked={form.userIds.includes(u.id)} onCheckedChange={(v) => toggle(u, v === true)} />
                <Label htmlFor={`recipient-${u.id}`} className="font-normal">
                  {u.username}
                </Label>
              </li>
            ))}
            {multipleRows.length === 0 && matches.data && <li className="text-muted-foreground text-sm">No users found</li>}
          </ul>
        </div>
      )}

      {form.mode === "all" && <p className="text-muted-foreground text-sm">This notification will be sent to all {matches.data?.total ?? 0} users.</p>}
    </div>
  );
}
