// A real OpenID Connect provider on loopback for the tests (docs/product/sso.md, docs/decisions.md
// "Two-factor and single sign-on"): oidc-provider with one static confidential client and a few
// test accounts, and a plain sign-in page of its own (oidc-provider's development pages load web
// fonts; nothing here downloads anything). Run as its own process (oidc-provider is ESM only):
//   node tests/support/oidc-test-provider.mjs
// env: OIDC_TEST_PORT (0: any free port), OIDC_TEST_REDIRECTS (comma-separated redirect URIs).
// Prints one line `ready <issuer>` when it listens. The accounts' login names are their subjects.
import http from "node:http";
import Provider from "oidc-provider";

export const TEST_CLIENT = { id: "reach-test", secret: "reach-test-client-secret-0123456789" };

/** Login name -> claims. ada: verified email; bob: an email the provider has not verified; cy: a new member. */
export const TEST_ACCOUNTS = {
  ada: { email: "ada@example.test", email_verified: true, preferred_username: "ada_sso", name: "Ada" },
  bob: { email: "bob@example.test", email_verified: false, preferred_username: "bob_sso", name: "Bob" },
  cy: { email: "cy@example.test", email_verified: true, preferred_username: "cy_sso", name: "Cy" },
  dee: { email: "dee@example.test", email_verified: true, preferred_username: "dee_sso", name: "Dee" },
};

/** Any other login of 3 to 40 lower-case letters, digits or dashes is a fresh person with a verified email (the e2e specs' own accounts). */
function claimsOf(login) {
  if (Object.hasOwn(TEST_ACCOUNTS, login)) return TEST_ACCOUNTS[login];
  if (!/^[a-z0-9-]{3,40}$/.test(login)) return undefined;
  return { email: `${login}@example.test`, email_verified: true, preferred_username: login.replaceAll("-", "_").slice(0, 32), name: login };
}

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readForm(req) {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      body += chunk;
      if (body.length > 10_000) req.destroy();
    });
    req.on("end", () => resolve(new URLSearchParams(body)));
    req.on("error", reject);
  });
}

export async function startTestProvider({ port = 0, redirectUris = [] } = {}) {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: TEST_CLIENT.id, client_secret: TEST_CLIENT.secret, redirect_uris: redirectUris, grant_types: ["authorization_code"], response_types: ["code"] }],
    async findAccount(_ctx, id) {
      const claims = claimsOf(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["preferred_username", "name"] },
    // The scopes' claims in the ID token too (most providers put them there; next-auth reads the ID token).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["reach-test-provider-cookie-key"] },
    pkce: { required: () => true },
  });
  provider.proxy = false;
  const callback = provider.callback();
  server.on("request", async (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? "");
    if (!match) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method === "GET") {
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.end(`<!doctype html><title>Test identity provider</title><h1>Test identity provider</h1>
<form method="post"><label>Account <input name="login" autofocus></label><button type="submit">Continue</button></form>
<p>Accounts: ${Object.keys(TEST_ACCOUNTS).map(escape).join(", ")}</p>`);
        return;
      }
      const login = (await readForm(req)).get("login") ?? "";
      if (!claimsOf(login)) {
        res.statusCode = 400;
        res.end("Unknown account");
        return;
      }
      const grant = new provider.Grant({ accountId: login, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: login }, consent: { grantId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      res.statusCode = 400;
      res.end(String(error?.message ?? error));
    }
  });
  return { issuer, close: () => new Promise((resolve) => server.close(resolve)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const redirectUris = (process.env.OIDC_TEST_REDIRECTS ?? "").split(",").filter(Boolean);
  const { issuer } = await startTestProvider({ port: Number(process.env.OIDC_TEST_PORT ?? 0), redirectUris });
  console.log(`ready ${issuer}`);
}
