// Which parser reads which kind of file (docs/product/imports.md).
import type { ImportKind, ImportParser } from "@/lib/domain/imports/types";
import { parseReach } from "@/lib/domain/imports/parse-reach";
import { parseLoop } from "@/lib/domain/imports/parse-loop";
import { parseHabitica } from "@/lib/domain/imports/parse-habitica";
import { parseDayOne } from "@/lib/domain/imports/parse-dayone";

export const PARSERS: Record<ImportKind, ImportParser> = { reach: parseReach, loop: parseLoop, habitica: parseHabitica, dayone: parseDayOne };
