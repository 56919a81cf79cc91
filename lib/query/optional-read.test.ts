import { optionalRead } from "./optional-read";

it("passes a read's value through, and turns a failed read into undefined with a log line", async () => {
  expect(await optionalRead("profile", Promise.resolve({ streak: 3 }))).toEqual({ streak: 3 });
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  expect(await optionalRead("profile", Promise.reject(new Error("pool timeout")))).toBeUndefined();
  expect(log).toHaveBeenCalledWith("[profile] prefetch failed", expect.any(Error));
  log.mockRestore();
});
