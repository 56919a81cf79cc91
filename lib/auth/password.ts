// Passwords: argon2id at OWASP parameters (19 MiB memory, 2 iterations, 1 lane).
// At most ARGON2_CONCURRENCY hashes run at once (env, default: the number of CPUs): a burst of
// sign-ins otherwise fills libuv's 4 threads on a 2-core server and starves the event loop that
// serves every other request (issue 15 load: the first seconds' p99 and pool-wait 503s).
import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const ARGON2_CONCURRENCY = Math.max(1, Number(process.env.ARGON2_CONCURRENCY) || availableParallelism());

let running = 0;
const waiting: (() => void)[] = [];

/** Runs fn when fewer than ARGON2_CONCURRENCY hashes are running (first come, first served). */
async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= ARGON2_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A real hash to verify against for unknown usernames, so both failures take the same time. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword("reach-timing-equaliser");
  return dummy;
}
