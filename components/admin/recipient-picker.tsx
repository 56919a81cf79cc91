"use client";
// Recipients of 'Send Notification': Single User (a select), Multiple Users (a checkbox list with
// a counter and Select All / Deselect All) or All Users (a note).
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { RecipientMode, SendForm } from "@/components/admin/admin-rules";
import type { AdminUserDto } from "@/lib/schemas/admin";

type Props = {
  users: AdminUserDto[];
  form: SendForm;
  onChange: (change: Partial<SendForm>) => void;
};

const MODES: [RecipientMode, string][] = [
  ["single", "Single User"],
  ["multiple", "Multiple Users"],
  ["all", "All Users"],
];

export function RecipientPicker({ users, form, onChange }: Props) {
  const allIds = users.map((u) => u.id);
  const everyone = allIds.length > 0 && allIds.every((id) => form.userIds.includes(id));
  const toggle = (id: number, on: boolean) => onChange({ userIds: on ? [...form.userIds, id] : form.userIds.filter((x) => x !== id) });

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

      {form.mode === "single" && (
        <Select value={form.userId} onValueChange={(userId) => onChange({ userId })}>
          <SelectTrigger className="w-full sm:w-72" aria-label="Recipient">
            <SelectValue placeholder="Select a user" />
          </SelectTrigger>
          <SelectContent>
            {users.map((u) => (
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
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ userIds: everyone ? [] : allIds })}>
              {everyone ? "Deselect All" : "Select All"}
            </Button>
          </div>
          <ul className="max-h-48 space-y-1 overflow-y-auto rounded-md border p-2" aria-label="Recipients list">
            {users.map((u) => (
              <li key={u.id} className="flex items-center gap-2">
                <Checkbox id={`recipient-${u.id}`} checked={form.userIds.includes(u.id)} onCheckedChange={(v) => toggle(u.id, v === true)} />
                <Label htmlFor={`recipient-${u.id}`} className="font-normal">
                  {u.username}
                </Label>
              </li>
            ))}
          </ul>
        </div>
      )}

      {form.mode === "all" && <p className="text-muted-foreground text-sm">This notification will be sent to all {users.length} users.</p>}
    </div>
  );
}
