"use client";
// Profile > Your data > Import your history (docs/product/imports.md): choose the app and the file,
// watch it being read, see what will be added per kind and day and what is skipped and why, then
// import or cancel. Loaded after the page (docs/decisions.md "Script budgets").
import { useEffect, useRef, useState } from "react";
import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { SettingsCard } from "@/components/shared/settings-card";
import { failureMessage } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import { useImportActions, useLatestImport } from "@/lib/client/use-imports";
import { IMPORT_KINDS, IMPORT_LABELS, IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportCounts, type ImportDto, type ImportKind } from "@/lib/schemas/imports";

const COUNT_WORDS: Record<keyof ImportCounts, [string, string]> = {
  task: ["task", "tasks"],
  learned: ["learned item", "learned items"],
  accomplished: ["accomplished item", "accomplished items"],
  note: ["note", "notes"],
};

export function countsText(counts: ImportCounts): string {
  const parts = (Object.keys(COUNT_WORDS) as (keyof ImportCounts)[]).filter((k) => counts[k] > 0).map((k) => `${counts[k].toLocaleString("en-US")} ${COUNT_WORDS[k][counts[k] === 1 ? 0 : 1]}`);
  return parts.length ? parts.join(", ") : "nothing";
}

function Chooser({ busy, onUpload }: { busy: boolean; onUpload: (kind: ImportKind, file: File) => void }) {
  const [kind, setKind] = useState<ImportKind>("reach");
  const [file, setFile] = useState<File | null>(null);
  const kindSelect = useRef<HTMLSelectElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The card's HTML comes with the page and hydrates later (components/shared/later lazyAfterLoad):
  // an app or a file chosen before then fired no change React heard, and hydration keeps what the
  // fields show. Take it, or "Read the file" would stay disabled beside a chosen file.
  useEffect(() => {
    const shown = kindSelect.current?.value;
    if (shown && shown !== kind && (IMPORT_KINDS as readonly string[]).includes(shown)) setKind(shown as ImportKind);
    const chosen = fileInput.current?.files?.[0];
    if (chosen) setFile(chosen);
    // Once, at hydration: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) return notify("error", "Could not read the file", IMPORT_MESSAGES.tooLarge);
    onUpload(kind, file);
  };
  return (
    <form onSubmit={submit} className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="import-kind">From</Label>
        <select ref={kindSelect} id="import-kind" value={kind} onChange={(e) => setKind(e.target.value as ImportKind)} className="border-input bg-background h-9 rounded-md border px-3 text-sm">
          {IMPORT_KINDS.map((k) => (
            <option key={k} value={k}>
              {IMPORT_LABELS[k].name}
            </option>
          ))}
        </select>
        <p className="text-muted-foreground text-xs">Choose {IMPORT_LABELS[kind].file} (up to 50 MB).</p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="import-file">File</Label>
        <input ref={fileInput} id="import-file" type="file" accept={IMPORT_LABELS[kind].accept} onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="text-sm" />
      </div>
      <div>
        <Button type="submit" variant="outline" disabled={!file || busy}>
          <Upload aria-hidden />
          {busy ? "Sending..." : "Read the file"}
        </Button>
      </div>
    </form>
  );
}

function Preview({ dto, onConfirm, onCancel, pending }: { dto: ImportDto; onConfirm: () => void; onCancel: () => void; pending: boolean }) {
  const preview = dto.preview!;
  const nothing = countsText(preview.add) === "nothing";
  return (
    <div className="grid gap-3" data-testid="import-preview">
      <p className="text-sm">
        <strong>Will add:</strong> {countsText(preview.add)}, from {dto.fileName}. No points, badges or streak are given for past days.
      </p>
      {preview.days.length > 0 && (
        <div className="max-h-64 overflow-auto rounded-md border">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">What will be added, per day</caption>
            <thead className="bg-muted/50">
              <tr>
                <th className="p-2">Day</th>
                <th className="p-2">Adds</th>
                <th className="p-2">Skipped</th>
              </tr>
            </thead>
            <tbody>
              {preview.days.map((day) => (
                <tr key={day.date} className="border-t">
                  <td className="p-2 font-mono">{day.date}</td>
                  <td className="p-2">{countsText(day.add)}</td>
                  <td className="p-2">{day.skipped || ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.moreDays && <p className="text-muted-foreground p-2 text-xs">Older days are imported too; the newest {preview.days.length} are shown.</p>}
        </div>
      )}
      {preview.skipped.length > 0 && (
        <div className="grid gap-1">
          <p className="text-sm font-medium">Skipped</p>
          <ul className="text-muted-foreground grid gap-1 text-xs" data-testid="import-skipped">
            {preview.skipped.map((s) => (
              <li key={s.reason}>
                {s.reason}: {s.count.toLocaleString("en-US")} (e.g. {s.examples.map((e) => `${e.date}${e.text ? ` "${e.text}"` : ""}`).join(", ")})
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onConfirm} disabled={pending || nothing}>
          Import
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

export function ImportCard() {
  const { data } = useLatestImport();
  const { upload, confirm, cancel } = useImportActions();
  const [again, setAgain] = useState(false);
  const dto = again ? null : (data?.import ?? null);
  const fail = (title: string) => (error: unknown) => notify("error", title, failureMessage(error));
  const start = (kind: ImportKind, file: File) => upload.mutate({ kind, file }, { onSuccess: () => setAgain(false), onError: fail("Could not send the file") });
  const drop = (id: number) => cancel.mutate(id, { onError: fail("Could not cancel the import") });
  return (
    <SettingsCard id="import-title" title="Import your history" gap={3} data-testid="import-card">
      <p className="text-muted-foreground text-sm">
        Bring your history from Reach on another server, Loop Habit Tracker, Habitica or Day One. You see what will be added before
        anything is written.
      </p>
      {dto && (dto.status === "reading" || dto.status === "writing" || dto.status === "uploading") && (
        <div className="grid gap-1.5" role="status">
          <p className="text-sm">
            {dto.status === "writing" ? "Importing" : "Reading"} {dto.fileName}... {dto.progress}%
          </p>
          <Progress value={dto.progress} aria-label={dto.status === "writing" ? "Import progress" : "Reading progress"} />
        </div>
      )}
      {dto?.status === "preview" && <Preview dto={dto} pending={confirm.isPending || cancel.isPending} onConfirm={() => confirm.mutate(dto.id, { onError: fail("Could not import") })} onCancel={() => drop(dto.id)} />}
      {dto?.status === "failed" && (
        <div className="grid gap-2">
          <p role="alert" className="text-destructive text-sm">
            {dto.fileName} could not be imported: {dto.error} Nothing was written.
          </p>
          <div>
            <Button type="button" variant="outline" onClick={() => drop(dto.id)}>
              Choose another file
            </Button>
          </div>
        </div>
      )}
      {dto?.status === "done" && (
        <div className="grid gap-2">
          <p role="status" className="text-sm">
            Imported {dto.written.toLocaleString("en-US")} {dto.written === 1 ? "row" : "rows"} from {dto.fileName}.
          </p>
          <div>
            <Button type="button" variant="outline" onClick={() => setAgain(true)}>
              Import another file
            </Button>
          </div>
        </div>
      )}
      {(!dto || dto.status === "done") && (!dto || again) && <Chooser busy={upload.isPending} onUpload={start} />}
    </SettingsCard>
  );
}
