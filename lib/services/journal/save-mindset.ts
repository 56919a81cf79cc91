import "server-only";
// POST /api/mindset: saves the fields sent (partial updates) on today's page. The awards are the
// rules of lib/domain/points (mindsetRules: 15 for each flag the save turned on, the +25 bonus
// when the save leaves all three done), checked by the statement on the merged row it saved, so
// concurrent saves award each once. One statement, then the badge check when points were inserted.
import { mindsetRules } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import type { WithPoints } from "@/lib/schemas/goals";
import type { MindsetDto, MindsetInput } from "@/lib/schemas/journal";
import { toMindsetDto } from "@/lib/services/journal/journal-shape";
import { forMember, type MemberOrGuarded } from "@/lib/auth/session-guard";
import { memberToday, type Member } from "@/lib/domain/member";
import { writeWithAwards } from "@/lib/services/member-write/write-with-awards";
import { writeTime } from "@/lib/services/member-write/write-time";
import { fieldsMadeAtSql, laterWriteWinsSql, type SentField } from "@/lib/services/member-write/later-write-wins";
import { notAppliedFlag, type NotApplied } from "@/lib/domain/not-applied";

type Row = Omit<MindsetDto, "id" | "userId" | "dateCreated"> & { id: number; dateCreated: Date; fieldsMadeAt: unknown };

export function saveMindset(member: MemberOrGuarded, input: MindsetInput, now: Date = writeTime()): Promise<WithPoints<MindsetDto> & NotApplied> {
  return forMember(member, (m) => save(m, input, now));
}

async function save(member: Member, input: MindsetInput, now: Date): Promise<WithPoints<MindsetDto> & NotApplied> {
  const text = (value: string | undefined) => Prisma.sql`${value ?? null}::text`;
  const flag = (value: boolean | undefined) => Prisma.sql`${value ?? null}::boolean`;
  const [v, s, f] = [text(input.visualization), text(input.selfTalk), text(input.focus)];
  const [vDone, sDone, fDone] = [flag(input.isVisualizationCompleted), flag(input.isSelfTalkCompleted), flag(input.isFocusCompleted)];
  // Each field sent is kept unless another device's edit of it was made later (later-write-wins).
  const fields: SentField[] = [
    ["visualization", v],
    ["selfTalk", s],
    ["focus", f],
    ["isVisualizationCompleted", vDone],
    ["isSelfTalkCompleted", sDone],
    ["isFocusCompleted", fDone],
  ];
  const { saved, pointsAwarded } = await writeWithAwards<Row>({ member, now, page: "today", awards: mindsetRules(memberToday(member, now), input) }, Prisma.sql`
        INSERT INTO "Mindset" ("userId", "pageId", "visualization", "selfTalk", "focus",
          "isVisualizationCompleted", "isSelfTalkCompleted", "isFocusCompleted", "updatedAt", "fieldsMadeAt")
        SELECT ${member.id}, page."id", coalesce(${v}, ''), coalesce(${s}, ''), coalesce(${f}, ''),
          coalesce(${vDone}, false), coalesce(${sDone}, false), coalesce(${fDone}, false), ${now}, ${fieldsMadeAtSql(fields, now)}
        FROM page
        ON CONFLICT ("pageId") DO UPDATE SET
          ${laterWriteWinsSql("Mindset", fields, now)},
          "updatedAt" = ${now}
        RETURNING "id", "visualization", "selfTalk", "focus", "isVisualizationCompleted", "isSelfTalkCompleted", "isFocusCompleted", "dateCreated", "fieldsMadeAt"`);
  // A field another device edited later is answered as stored and named (notApplied).
  const sent = fields.filter(([column]) => input[column as keyof MindsetInput] !== undefined).map(([column]) => column);
  return { ...toMindsetDto(member.id, saved!), pointsAwarded, ...notAppliedFlag(sent, saved!.fieldsMadeAt, now.getTime()) };
}
