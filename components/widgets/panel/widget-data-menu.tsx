"use client";
// 'Export widget data' / 'Import widget data' (docs/decisions.md "Widget data export and import"): the twelve widgets' local data as one
// file, and back. The import shows what it will replace before anything is written.
import { useRef, useState } from "react";
import { DatabaseBackupIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { applyImport, buildExport, exportFileName, parseImport, previewImport, type ImportChange, type WidgetDataFile } from "@/components/widgets/panel/widget-data";
import { notify, toast } from "@/lib/client/toast";
import { useSession } from "@/lib/client/use-session";

type Pending = { file: WidgetDataFile; changes: ImportChange[] };

function download(file: WidgetDataFile) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: exportFileName(new Date(file.exportedAt)) });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const itemsText = (n: number) => `${n} saved item${n === 1 ? "" : "s"}`;
const changeText = (c: ImportChange) =>
  c.incoming === 0 ? `clears your ${itemsText(c.current)}` : c.current === 0 ? `adds ${itemsText(c.incoming)}` : `replaces your ${itemsText(c.current)} with ${itemsText(c.incoming)}`;

export function WidgetDataMenu() {
  const memberId = useSession().data?.userId;
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  if (memberId == null) return null;

  async function onFile(chosen: File | undefined) {
    if (input.current) input.current.value = "";
    if (!chosen || memberId == null) return;
    const parsed = parseImport(await chosen.text());
    if (!parsed.ok) return toast({ title: "Import Failed", description: parsed.message, variant: "destructive" });
    setPending({ file: parsed.file, changes: previewImport(memberId, parsed.file) });
  }

  return (
    <>
      {/* Not modal: a modal menu hid the page with aria-hidden while its controls stayed focusable (axe aria-hidden-focus, docs/decisions.md "Member-facing fixes"). */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8 text-muted-foreground" aria-label="Widget data">
            <DatabaseBackupIcon />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => download(buildExport(memberId))}>Export widget data</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => input.current?.click()}>Import widget data</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <input ref={input} type="file" accept="application/json,.json" className="sr-only" tabIndex={-1} aria-label="Widget data file" onChange={(e) => void onFile(e.target.files?.[0])} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Import widget data?"
        description={pending?.changes.length ? "This replaces the data of these widgets in this browser:" : "This file holds no widget data: nothing will change."}
        confirmLabel="Replace"
        onConfirm={() => {
          if (!pending) return;
          applyImport(memberId, pending.file);
          notify("success", "Widget data imported");
        }}
      >
        {!!pending?.changes.length && (
          <ul className="max-h-60 space-y-1 overflow-y-auto text-sm" aria-label="What the import replaces">
            {pending.changes.map((c) => (
              <li key={c.id}>
                <span className="font-semibold">{c.title}</span>: {changeText(c)}
              </li>
            ))}
          </ul>
        )}
      </ConfirmDialog>
    </>
  );
}
