import "server-only";
// POST /api/notes: saves the note of today's page (notes earn no points). One statement on the
// plain path (writeOnDay: the lock, today's page created on demand, the upsert); no ledger, no badges.
import { Prisma } from "@/lib/generated/prisma/client";
import type { NoteDto } from "@/lib/schemas/journal";
import { toNoteDto } from "@/lib/services/journal/journal-shape";
import { forMember, type MemberOrGuarded } from "@/lib/auth/session-guard";
import type { Member } from "@/lib/domain/member";
import { writeOnDay } from "@/lib/services/member-write/write-on-day";
import { fieldsMadeAtSql, laterWriteWinsSql, type SentField } from "@/lib/services/member-write/later-write-wins";
import { writeTime } from "@/lib/services/member-write/write-time";
import { notAppliedFlag, type NotApplied } from "@/lib/domain/not-applied";

type Row = { id: number; content: string; dateCreated: Date; fieldsMadeAt: unknown };

export function saveNote(member: MemberOrGuarded, content: string, now: Date = writeTime()): Promise<NoteDto & NotApplied> {
  return forMember(member, (m) => save(m, content, now));
}

async function save(member: Member, content: string, now: Date): Promise<NoteDto & NotApplied> {
  // Kept unless another device's edit of the note was made later (later-write-wins).
  const fields: SentField[] = [["content", Prisma.sql`${content}::text`]];
  const saved = await writeOnDay<Row>({ member, now, page: "today" }, Prisma.sql`
        INSERT INTO "Note" ("userId", "pageId", "content", "updatedAt", "fieldsMadeAt")
        SELECT ${member.id}, page."id", ${content}, ${now}, ${fieldsMadeAtSql(fields, now)} FROM page
        ON CONFLICT ("pageId") DO UPDATE SET ${laterWriteWinsSql("Note", fields, now)}, "updatedAt" = EXCLUDED."updatedAt"
        RETURNING "id", "content", "dateCreated", "fieldsMadeAt"`);
  // Another device's later edit of the note is answered as stored and named (notApplied).
  return { ...toNoteDto(member.id, saved!), ...notAppliedFlag(["content"], saved!.fieldsMadeAt, now.getTime()) };
}
