import "server-only";
// POST /api/behavior: saves the fields sent on today's page; saved with some text it earns the
// behavior points once per local date. One statement (today's page created on demand, the
// upsert, the ledger), then the badge check only when points were inserted.
import { unauthorized } from "@/lib/errors";
import { behaviorAward } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import type { WithPoints } from "@/lib/schemas/goals";
import type { BehaviorDto, BehaviorInput } from "@/lib/schemas/journal";
import { toBehaviorDto } from "@/lib/services/journal/journal-shape";
import { memberToday, type Member } from "@/lib/services/shared/member";
import { todayPageCtes } from "@/lib/services/journal/today-page-ctes";
import { awardSelect } from "@/lib/services/points/award-select";
import { ledgerCtes, POINTS_AWARDED } from "@/lib/services/points/ledger-ctes";
import { withBadgePoints } from "@/lib/services/points/with-badge-points";

type Row = { id: number; continueDoing: string; startDoing: string; stopDoing: string; dateCreated: Date; pointsAwarded: number };

export async function saveBehavior(member: Member, input: BehaviorInput, now: Date = new Date()): Promise<WithPoints<BehaviorDto>> {
  const today = memberToday(member, now);
  const award = behaviorAward(today, [input.continueDoing, input.startDoing, input.stopDoing]);
  const { continueDoing = null, startDoing = null, stopDoing = null } = input;
  const [row] = await db.$queryRaw<Row[]>`
    WITH ${todayPageCtes(member.id, today)},
    saved AS (
      INSERT INTO "Behavior" ("userId", "pageId", "continueDoing", "startDoing", "stopDoing", "updatedAt")
      SELECT ${member.id}, page."id", coalesce(${continueDoing}::text, ''), coalesce(${startDoing}::text, ''), coalesce(${stopDoing}::text, ''), ${now}
      FROM page
      ON CONFLICT ("pageId") DO UPDATE SET
        "continueDoing" = coalesce(${continueDoing}::text, "Behavior"."continueDoing"),
        "startDoing" = coalesce(${startDoing}::text, "Behavior"."startDoing"),
        "stopDoing" = coalesce(${stopDoing}::text, "Behavior"."stopDoing"),
        "updatedAt" = ${now}
      RETURNING "id", "continueDoing", "startDoing", "stopDoing", "dateCreated"
    ),
    award AS (${awardSelect(award ? [award] : [], { from: Prisma.sql`saved` })}),
    ${ledgerCtes(member.id)}
    SELECT saved.*, ${POINTS_AWARDED} FROM saved`;
  if (!row) throw unauthorized(); // the member was deleted since the session check
  return { ...toBehaviorDto(member.id, row), pointsAwarded: await withBadgePoints(member.id, row.pointsAwarded) };
}
