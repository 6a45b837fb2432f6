// Abuse limits over real HTTP: wrong passwords and one-time codes per account and per address answer 429 with
// Retry-After and a message, and an address past its limit of wrong passwords is challenged for a code instead;
// logout and a password reset end sessions. Addresses come in X-Forwarded-For.
import { LIMITS } from "../http/rate-limit";
import { call, freshAddress, freshMobile, registerUser, type CallResult } from "./http";

const wrongLogin = (username: string, headers: Record<string, string> = {}) =>
  call("/api/auth/login", { json: { username, password: "not-the-password" }, headers });

function expectTooMany(res: CallResult) {
  expect(res.status, res.text).toBe(429);
  const wait = Number(res.headers.get("retry-after"));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60 * 60);
  expect(res.body.message).toMatch(
    /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
  );
  expect(res.body.retry_after).toBe(wait);
}

describe("sign-in attempts", () => {
  it("an account takes 10 wrong passwords in 15 minutes, then 429 even for the right one", async () => {
    const user = await registerUser();
    const max = LIMITS.password.account.max;
    for (let i = 0; i < max; i++) expect((await wrongLogin(user.username)).status).toBe(422);
    expectTooMany(await wrongLogin(user.username));
    // The same account written another way (0 instead of +880) is the same account.
    expectTooMany(await wrongLogin(user.username.replace("+880", "0")));
    const right = await call("/api/auth/login", {
      json: { username: user.username, password: "secret-pass-1" },
    });
    expectTooMany(right);
    const grant = await call("/oauth/token", {
      json: {
        grant_type: "password",
        client_id: "pathagar-web",
        client_secret: "pathagar-web-secret",
        username: user.username,
        password: "secret-pass-1",
      },
    });
    expectTooMany(grant);
    // Someone else signs in as usual.
    const other = await registerUser();
    expect(other.token.length).toBeGreaterThan(20);
  });

  it("a right password clears the account's count", async () => {
    const user = await registerUser();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMITS.password.account.max - 1; i++) await wrongLogin(user.username);
      const ok = await call("/api/auth/login", {
        json: { username: user.username, password: "secret-pass-1" },
      });
      expect(ok.status).toBe(200);
    }
  });

  it("an address takes 1,000 wrong passwords over any accounts, then asks for a code, never 429; other addresses go on", async () => {
    const from = freshAddress();
    // Ten callers behind that address, one after another each.
    const caller = async (n: number) => {
      for (let i = 0; i < n; i++) expect((await wrongLogin(freshMobile(), from)).status).toBe(422);
    };
    await Promise.all(Array.from({ length: 10 }, () => caller(LIMITS.password.address.max / 10)));
    const challenged = await wrongLogin(freshMobile(), from);
    expect(challenged.status, challenged.text).toBe(401);
    expect(challenged.body).toEqual({
      status: "OTC_CHALLENGE",
      message: expect.stringMatching(/needs a one-time code/),
      data: { otc_expired_after_in_seconds: 180 },
    });
    expect(challenged.headers.get("retry-after")).toBeNull();
    expect((await wrongLogin(freshMobile(), freshAddress())).status).toBe(422);
    // 1,001 password hashes: more than the default 30 s on a busy machine.
  }, 240_000);
});

describe("one-time codes and registration", () => {
  it("an account takes 20 code requests or wrong codes an hour, then 429", async () => {
    const user = await registerUser();
    const otc = { otc_type_name: "RESET_PASSWORD", username: user.username };
    // Registering asked for one code already.
    for (let i = 1; i < LIMITS.code.account.max; i++) {
      const res = await call("/api/auth/login-with-otc", {
        json: otc,
        headers: i % 2 ? { "ot-code": "000000" } : {},
      });
      expect(res.status, res.text).toBe(200);
    }
    expectTooMany(await call("/api/auth/login-with-otc", { json: otc }));
  });

  it("an address takes 200 registration or code attempts an hour, then 429", async () => {
    const from = freshAddress();
    const payload = () => ({
      first_name: "Flood",
      username: freshMobile(),
      password: "secret-pass-1",
      dob: "2000-01-01",
      gender: "f",
    });
    for (let i = 0; i < LIMITS.code.address.max; i++) {
      const res = await call("/api/auth/register-with-username", {
        json: payload(),
        headers: from,
      });
      expect(res.body.status, res.text).toBe("OTC_GENERATED");
    }
    expectTooMany(
      await call("/api/auth/register-with-username", { json: payload(), headers: from }),
    );
    const elsewhere = await call("/api/auth/register-with-username", {
      json: payload(),
      headers: freshAddress(),
    });
    expect(elsewhere.body.status).toBe("OTC_GENERATED");
  });
});

describe("sessions", () => {
  it("logout revokes the token; a password reset revokes every token of the account", async () => {
    const user = await registerUser();
    const second = await call("/api/auth/login", {
      json: { username: user.username, password: "secret-pass-1" },
    });
    const token2 = second.body.data.token as string;
    expect((await call("/api/auth/logout", { method: "POST", token: user.token })).status).toBe(
      200,
    );
    expect((await call("/api/auth/me", { token: user.token })).status).toBe(401);
    expect((await call("/api/posts", { token: user.token })).status).toBe(401);
    expect((await call("/api/auth/me", { token: token2 })).status).toBe(200);
  });

  it("login tokens say when they expire (30 days)", async () => {
    const user = await registerUser();
    const grant = await call("/oauth/token", {
      json: {
        grant_type: "password",
        client_id: "pathagar-web",
        client_secret: "pathagar-web-secret",
        username: user.username,
        password: "secret-pass-1",
      },
    });
    expect(grant.body.expires_in).toBe(30 * 24 * 3600);
  });
});
