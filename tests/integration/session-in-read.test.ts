// docs/decisions.md "The session check inside the statement": GET /api/user checks the session in its read's one statement (withSessionKey): one SQL
// round trip, and a cookie whose session ended (version bumped by logout or a password change, or
// the member deleted) still gets 401.
import { GET as userGET } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { call, createMember } from "@/tests/support/api";
import { sqlSent } from "@/tests/support/round-trips";

const roundTrips = sqlSent;

it("answers the member in one round trip", async () => {
  const { user, cookie } = await createMember();
  await call(userGET, { cookie }); // warm the pool: a first connection may send its own setup
  const { result, count } = await roundTrips(() => call(userGET, { cookie }));
  expect(result.status).toBe(200);
  expect(result.json).toMatchObject({ id: user.id, username: user.username });
  expect(count).toBe(1);
});

it("answers 401 once the member's sessions ended or the member is gone", async () => {
  const { user, cookie } = await createMember();
  expect((await call(userGET, { cookie })).status).toBe(200);
  await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
  const ended = await call(userGET, { cookie });
  expect(ended.status).toBe(401);
  expect(ended.json).toMatchObject({ code: "unauthorized" });

  const other = await createMember();
  await db.user.delete({ where: { id: other.user.id } });
  expect((await call(userGET, { cookie: other.cookie })).status).toBe(401);
});
