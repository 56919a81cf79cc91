import "server-only";
// POST /api/behavior: saves the fields sent on today's page; saved with some text it earns the
// behavior points once per local date. One statement (writeWithAwards: today's page created on
// demand, the upsert, the ledger), then the badge check only when points were inserted.
import { behaviorAward } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import type { WithPoints } from "@/lib/schemas/goals";
import type { BehaviorDto, BehaviorInput } from "@/lib/schemas/journal";
import { toBehaviorDto } from "@/lib/services/journal/journal-shape";
import { forMember, type MemberOrGuarded } from "@/lib/auth/session-guard";
import { memberToday, type Member } from "@/lib/domain/member";
import { writeWithAwards } from "@/lib/services/member-write/write-with-awards";
import { fieldsMadeAtSql, laterWriteWinsSql, type SentField } from "@/lib/services/member-write/later-write-wins";
import { writeTime } from "@/lib/services/member-write/write-time";
import { notAppliedFlag, type NotApplied } from "@/lib/domain/not-applied";

type Row = { id: number; continueDoing: string; startDoing: string; stopDoing: string; dateCreated: Date; fieldsMadeAt: unknown };

export function saveBehavior(member: MemberOrGuarded, input: BehaviorInput, now: Date = writeTime()): Promise<WithPoints<BehaviorDto> & NotApplied> {
  return forMember(member, (m) => save(m, input, now));
}

async function save(member: Member, input: BehaviorInput, now: Date): Promise<WithPoints<BehaviorDto> & NotApplied> {
  const award = behaviorAward(memberToday(member, now), [input.continueDoing, input.startDoing, input.stopDoing]);
  const { continueDoing = null, startDoing = null, stopDoing = null } = input;
  // Each field sent is kept unless another device's edit of it was made later (later-write-wins).
  const fields: SentField[] = [
    ["continueDoing", Prisma.sql`${continueDoing}::text`],
    ["startDoing", Prisma.sql`${startDoing}::text`],
    ["stopDoing", Prisma.sql`${stopDoing}::text`],
  ];
  const { saved, pointsAwarded } = await writeWithAwards<Row>({ member, now, page: "today", awards: award ? [{ award }] : [] }, Prisma.sql`
        INSERT INTO "Behavior" ("userId", "pageId", "continueDoing", "startDoing", "stopDoing", "updatedAt", "fieldsMadeAt")
        SELECT ${member.id}, page."id", coalesce(${continueDoing}::text, ''), coalesce(${startDoing}::text, ''), coalesce(${stopDoing}::text, ''), ${now},
          ${fieldsMadeAtSql(fields, now)}
        FROM page
        ON CONFLICT ("pageId") DO UPDATE SET
          ${laterWriteWinsSql("Behavior", fields, now)},
          "updatedAt" = ${now}
        RETURNING "id", "continueDoing", "startDoing", "stopDoing", "dateCreated", "fieldsMadeAt"`);
  // A field another device edited later is answered as stored and named (notApplied).
  const sent = fields.filter(([column]) => input[column as keyof BehaviorInput] !== undefined).map(([column]) => column);
  return { ...toBehaviorDto(member.id, saved!), pointsAwarded, ...notAppliedFlag(sent, saved!.fieldsMadeAt, now.getTime()) };
}
