// GET/POST /api/users/calendar-feed (docs/product/calendar-feed.md).
import { z } from "zod";

export const calendarFeedDtoSchema = z.object({ url: z.string().nullable() });
export type CalendarFeedDto = z.infer<typeof calendarFeedDtoSchema>;
