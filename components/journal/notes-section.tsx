"use client";
// Dashboard section 6: Notes, one text area for today, autosaved after 1 s.
import { NotebookPenIcon } from "@/components/ui/icons";
import { Textarea } from "@/components/ui/textarea";
import { AutosaveStatus } from "@/components/session/autosave-status";
import { SectionCard } from "@/components/shared/section-card";
import { useJournalDraft } from "@/components/journal/use-journal-draft";
import { LIMITS, TIMINGS } from "@/lib/constants";
import { useNote, useSaveNote, type NoteFields } from "@/lib/client/use-notes";

const FIELDS = ["content"] as const;

export function NotesSection() {
  const { data } = useNote();
  const { mutateAsync: saveNote } = useSaveNote();
  const draft = useJournalDraft<NoteFields>({
    key: "notes",
    fields: FIELDS,
    server: data,
    save: (fields, madeAt) => saveNote({ fields, madeAt }),
    delayMs: TIMINGS.notesDebounceMs,
  });
  return (
    <SectionCard
      icon={NotebookPenIcon}
      title="Notes"
      description="Anything else on your mind today. A fresh page each day."
      status={<AutosaveStatus status={draft.status} />}
    >
      <Textarea
        value={draft.value?.content ?? ""}
        maxLength={LIMITS.text}
        onChange={(e) => draft.set("content", e.target.value)}
        onBlur={() => void draft.flush()}
        placeholder="Ideas, reminders, gratitude..."
        aria-label="Notes"
        className="min-h-32 resize-y"
      />
    </SectionCard>
  );
}
