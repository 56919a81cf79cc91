// The browser's fetch in UI tests: an answer with a JSON body, and a fresh mock per test.

/** A fetch answer with a JSON body (ok below status 400). */
export const jsonResponse = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => body, text: async () => JSON.stringify(body) }) as Response;

/** Clears every mock's calls and puts a new jest.fn() in global.fetch; returns it (call in beforeEach). */
export function freshFetchMock(): jest.Mock {
  jest.clearAllMocks();
  const fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
