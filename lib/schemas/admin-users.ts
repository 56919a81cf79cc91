// The admin user reads at scale (docs/decisions.md "The users list is a page"): GET /api/admin/users is a page (newest first, a
// cursor, a bounded size) with the search done by the server; GET /api/admin/users/recent is the
// small Recent Registrations read. Counts come from the server.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import { adminUserDtoSchema } from "@/lib/schemas/admin";
import { pointsQuerySchema } from "@/lib/schemas/progress";
import { pageLimitParam, searchTextParam } from "@/lib/schemas/query-params";

export const ADMIN_USERS_PAGE = { default: 50, max: 100 } as const;
/** Recent Registrations: a page of this many (newest first), paged like All Users; `total` counts them all. */
export const RECENT_REGISTRATIONS = { days: 7, max: 10 } as const;
/** Longer than any username or id, so a longer search can only be a mistake. */
export const ADMIN_SEARCH_MAX = 64;

/** GET /api/admin/users?cursor=<last id seen>&limit=<n>&q=<username part or id>. */
export const adminUsersQuerySchema = z.strictObject({
  cursor: pointsQuerySchema.shape.cursor,
  limit: pageLimitParam(ADMIN_USERS_PAGE.max),
  q: searchTextParam(ADMIN_SEARCH_MAX),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** A search for digits alone also finds the account with that id. */
export function searchedId(q: string): number | null {
  if (!/^\d{1,10}$/.test(q)) return null;
  const id = Number(q);
  return id >= 1 && id <= LIMITS.maxId ? id : null;
}

/** `total`: every account (members and admins), whatever the search. */
export const adminUsersPageDtoSchema = z.strictObject({
  users: z.array(adminUserDtoSchema),
  nextCursor: z.number().int().positive().nullable(),
  total: z.number().int().min(0),
});
export type AdminUsersPageDto = z.infer<typeof adminUsersPageDtoSchema>;

/** GET /api/admin/users/recent?cursor=<the last id seen>: the page after that account. */
export const recentRegistrationsQuerySchema = z.strictObject({ cursor: pointsQuerySchema.shape.cursor });
export type RecentRegistrationsQuery = z.infer<typeof recentRegistrationsQuerySchema>;

/** A page of the past 7 days' registrations (at most RECENT_REGISTRATIONS.max), the next page's cursor and how many there were. */
export const recentRegistrationsDtoSchema = z.strictObject({
  users: z.array(adminUserDtoSchema),
  nextCursor: z.number().int().positive().nullable(),
  total: z.number().int().min(0),
});
export type RecentRegistrationsDto = z.infer<typeof recentRegistrationsDtoSchema>;
