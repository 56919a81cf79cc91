export default async function globalTeardown() {
  const stop = (globalThis as Record<string, unknown>).__REACH_DB_STOP__ as (() => Promise<void>) | undefined;
  await stop?.();
}
