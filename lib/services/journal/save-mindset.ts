import "server-only";
// POST /api/mindset: saves the fields sent (partial updates) on today's page. A flag turned on
// earns 15 once per (date, exercise); the save that leaves all three done earns the +25 bonus
// once per date. One statement: concurrent saves serialise on the row, so the flags the upsert
// returns are the merged ones, and the bonus is decided on them in the same statement. Then the
// badge check, only when points were inserted.
import { unauthorized } from "@/lib/errors";
import { db } from "@/lib/db";
import { MINDSET_EXERCISES, mindsetAwards } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import type { WithPoints } from "@/lib/schemas/goals";
import type { MindsetDto, MindsetFlags, MindsetInput } from "@/lib/schemas/journal";
import { toMindsetDto } from "@/lib/services/journal/journal-shape";
import { memberToday, type Member } from "@/lib/services/shared/member";
import { todayPageCtes } from "@/lib/services/journal/today-page-ctes";
import { awardSelect, type AwardCandidate } from "@/lib/services/points/award-select";
import { ledgerCtes, POINTS_AWARDED } from "@/lib/services/points/ledger-ctes";
import { withBadgePoints } from "@/lib/services/points/with-badge-points";

type Row = Omit<MindsetDto, "id" | "userId" | "dateCreated"> & { id: number; dateCreated: Date; pointsAwarded: number };

const flags = (on: (flag: keyof MindsetFlags) => boolean) =>
  Object.fromEntries(MINDSET_EXERCISES.map(({ flag }) => [flag, on(flag)])) as MindsetFlags;
const ALL_DONE = "all-done";

/**
 * The awards of this save by the domain rule: those due whatever the other flags hold (the row
 * has at least the flags sent), plus those due only if the merged row has all three done.
 */
function candidates(date: string, input: MindsetInput): AwardCandidate[] {
  const always = mindsetAwards(date, flags((f) => input[f] === true), input);
  const ifAllDone = mindsetAwards(date, flags(() => true), input).filter((a) => !always.some((b) => b.key === a.key));
  return [...always, ...ifAllDone.map((a) => ({ ...a, when: ALL_DONE }))];
}

const allDone = Prisma.join(MINDSET_EXERCISES.map(({ flag }) => Prisma.raw(`saved."${flag}"`)), " AND ");

export async function saveMindset(member: Member, input: MindsetInput, now: Date = new Date()): Promise<WithPoints<MindsetDto>> {
  const today = memberToday(member, now);
  const text = (value: string | undefined) => Prisma.sql`${value ?? null}::text`;
  const flag = (value: boolean | undefined) => Prisma.sql`${value ?? null}::boolean`;
  const [v, s, f] = [text(input.visualization), text(input.selfTalk), text(input.focus)];
  const [vDone, sDone, fDone] = [flag(input.isVisualizationCompleted), flag(input.isSelfTalkCompleted), flag(input.isFocusCompleted)];
  const [row] = await db.$queryRaw<Row[]>`
    WITH ${todayPageCtes(member.id, today)},
    saved AS (
      INSERT INTO "Mindset" ("userId", "pageId", "visualization", "selfTalk", "focus",
        "isVisualizationCompleted", "isSelfTalkCompleted", "isFocusCompleted", "updatedAt")
      SELECT ${member.id}, page."id", coalesce(${v}, ''), coalesce(${s}, ''), coalesce(${f}, ''),
        coalesce(${vDone}, false), coalesce(${sDone}, false), coalesce(${fDone}, false), ${now}
      FROM page
      ON CONFLICT ("pageId") DO UPDATE SET
        "visualization" = coalesce(${v}, "Mindset"."visualization"),
        "selfTalk" = coalesce(${s}, "Mindset"."selfTalk"),
        "focus" = coalesce(${f}, "Mindset"."focus"),
        "isVisualizationCompleted" = coalesce(${vDone}, "Mindset"."isVisualizationCompleted"),
        "isSelfTalkCompleted" = coalesce(${sDone}, "Mindset"."isSelfTalkCompleted"),
        "isFocusCompleted" = coalesce(${fDone}, "Mindset"."isFocusCompleted"),
        "updatedAt" = ${now}
      RETURNING "id", "visualization", "selfTalk", "focus", "isVisualizationCompleted", "isSelfTalkCompleted", "isFocusCompleted", "dateCreated"
    ),
    award AS (${awardSelect(candidates(today, input), { from: Prisma.sql`saved` })} WHERE a."when" IS NULL OR (a."when" = ${ALL_DONE} AND ${allDone})),
    ${ledgerCtes(member.id)}
    SELECT saved.*, ${POINTS_AWARDED} FROM saved`;
  if (!row) throw unauthorized(); // the member was deleted since the session check
  const { pointsAwarded, ...mindset } = row;
  return { ...toMindsetDto(member.id, mindset), pointsAwarded: await withBadgePoints(member.id, pointsAwarded) };
}
