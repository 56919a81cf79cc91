// Shared Playwright fixtures: `test.use({ role: "member" })` (or "admin") starts every page of a
// test signed in, from a storage state made once per worker by one API login per role (the admin
// is a fresh one per worker with two-factor on, e2e/support/two-factor.ts freshAdmin). `bells`
// keeps a test that counts notifications apart from a send to all (bell-lock.ts).
import { test as base, expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { takeBellLock, type BellUse } from "./bell-lock";
import { freshAdmin } from "./two-factor";
import { MEMBER, VALID_REGISTRATION_CODE, uniqueUsername } from "./users";

export type Role = "member" | "admin";
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
type Credentials = { username: string; password: string };


/** POST /api/login the way the browser does (same Origin), returning the signed-in storage state. */
export async function apiSignIn(request: APIRequestContext, baseURL: string, creds: Credentials): Promise<StorageState> {
  const res = await request.post("/api/login", {
    data: { ...creds, timeZone: "UTC" },
    headers: { Origin: baseURL },
  });
  expect(res.status(), `login as ${creds.username}`).toBe(200);
  return request.storageState();
}

/** Registers a fresh member through the API (signing `request` in as them); returns its credentials. */
export async function apiRegister(request: APIRequestContext, baseURL: string, prefix?: string): Promise<Credentials> {
  const creds = { username: uniqueUsername(prefix), password: "e2e-pass-123" };
  const res = await request.post("/api/register", {
    data: { ...creds, registrationCode: VALID_REGISTRATION_CODE, timeZone: "UTC" },
    headers: { Origin: baseURL },
  });
  expect(res.status(), "register a fresh member").toBe(201);
  return creds;
}

type WorkerFixtures = { signedInState: (role: Role) => Promise<StorageState>; workerBaseURL: string };
/** `bells(use)`: holds the bell lock (bell-lock.ts) from now to the end of the test. */
type TestFixtures = { role: Role | null; bells: (use: BellUse) => Promise<void> };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  role: [null, { option: true }],
  bells: async ({}, provide) => {
    const releases: (() => Promise<void>)[] = [];
    await provide(async (use) => {
      releases.push(await takeBellLock(use));
    });
    await Promise.all(releases.map((release) => release()));
  },
  workerBaseURL: [
    async ({}, provide, workerInfo) => {
      await provide(String(workerInfo.project.use.baseURL));
    },
    { scope: "worker" },
  ],
  signedInState: [
    async ({ playwright, workerBaseURL }, provide) => {
      const cache = new Map<Role, Promise<StorageState>>();
      const contexts: APIRequestContext[] = [];
      await provide((role) => {
        if (!cache.has(role)) {
          cache.set(
            role,
            (async () => {
              const request = await playwright.request.newContext({ baseURL: workerBaseURL });
              contexts.push(request);
              if (role === "member") return apiSignIn(request, workerBaseURL, MEMBER);
              await freshAdmin(request, workerBaseURL);
              return request.storageState();
            })(),
          );
        }
        return cache.get(role)!;
      });
      await Promise.all(contexts.map((c) => c.dispose()));
    },
    { scope: "worker" },
  ],
  storageState: async ({ role, signedInState, storageState }, provide) => {
    await provide(role ? await signedInState(role) : storageState);
  },
});

export { expect };
