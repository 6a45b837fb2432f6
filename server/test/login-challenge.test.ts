// Past an address's limit of wrong passwords (a carrier's NAT address shared by thousands), logins from it are
// challenged for a one-time code instead of refused, over real HTTP on a server of its own that records the
// codes it sends; and by default (no TRUSTED_PROXIES) X-Forwarded-For is not believed.
import { LIMITS } from "../http/rate-limit";
import { parseTrustedProxies } from "../http/client-address";
import { freshAddress, freshMobile } from "./http";
import { startSmallServer, type SmallServer } from "./small-server";

interface Sent {
  username: string;
  code: string;
  purpose: string;
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely and check them with expect()
  body: any;
  text: string;
  headers: Headers;
}

const PASSWORD = "secret-pass-1";
const CLIENT = { client_id: "pathagar-web", client_secret: "pathagar-web-secret" };
/** Hundreds of password hashes at once on a busy 2-core machine. */
const slow = { timeout: 240_000 };

/**
 * `count` requests sent at once, at most `inFlight` open together: more connections at one moment than a
 * listening socket's backlog (511) are reset by the kernel, not answered by the server.
 */
async function burst<T>(count: number, send: (i: number) => Promise<T>, inFlight = 250) {
  const answers: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      answers[i] = await send(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker));
  return answers;
}

async function post(
  server: SmallServer,
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(server.url + path, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json", ...headers },
    body: JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), text, headers: res.headers };
}

describe("an address past its limit of wrong passwords", slow, () => {
  let server: SmallServer;
  const sent: Sent[] = [];
  const flooded = freshAddress();
  const codesFor = (username: string, purpose = "LOGIN_CHALLENGE") =>
    sent.filter((s) => s.username === username && s.purpose === purpose);

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    post(server, "/api/auth/login", { username, password }, headers);
  const grant = (username: string, password: string, headers: Record<string, string> = {}) =>
    post(
      server,
      "/oauth/token",
      { grant_type: "password", ...CLIENT, username, password },
      headers,
    );

  /** A reader registered through the code flow, from an address of its own. */
  async function register(): Promise<string> {
    const username = freshMobile();
    const fields = {
      first_name: "Nasrin",
      username,
      password: PASSWORD,
      dob: "2000-01-01",
      gender: "f",
    };
    const from = freshAddress();
    const first = await post(server, "/api/auth/register-with-username", fields, from);
    expect(first.body.status, first.text).toBe("OTC_GENERATED");
    const code = codesFor(username, "REGISTER").at(-1)!.code;
    const second = await post(server, "/api/auth/register-with-username", fields, {
      ...from,
      "ot-code": code,
    });
    expect(second.status, second.text).toBe(201);
    return username;
  }

  beforeAll(async () => {
    server = await startSmallServer({
      config: { trustedProxies: parseTrustedProxies("127.0.0.0/8,::1") },
      sendCode: async (username, code, purpose) => void sent.push({ username, code, purpose }),
    });
  }, slow.timeout);
  afterAll(() => server?.stop());

  it("a burst of 1,050 wrong passwords at once over many accounts: 1,000 answered, then challenges, never 429", async () => {
    const answers = await burst(1050, () => login(freshMobile(), "not-the-password", flooded));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(LIMITS.password.address.max);
    const challenged = answers.filter((a) => a.status === 401);
    expect(challenged).toHaveLength(50);
    for (const a of challenged) {
      expect(a.body.status, a.text).toBe("OTC_CHALLENGE");
      expect(a.body.data.otc_expired_after_in_seconds).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
    expect(sent.filter((s) => s.purpose === "LOGIN_CHALLENGE")).toHaveLength(0);
  });

  it("a right password from there gets the same answer as a wrong one, and only it sends a code", async () => {
    const username = await register();
    const challengesBefore = sent.filter((s) => s.purpose === "LOGIN_CHALLENGE").length;
    const wrong = await login(username, "not-the-password", flooded);
    // A stranger's username: the same answer again.
    const stranger = freshMobile();
    expect((await login(stranger, PASSWORD, flooded)).text).toBe(wrong.text);
    const right = await login(username, PASSWORD, flooded);
    expect(right.status).toBe(401);
    expect(right.text).toBe(wrong.text);
    expect(right.body).toEqual({
      status: "OTC_CHALLENGE",
      message: expect.stringMatching(/one-time code/),
      data: { otc_expired_after_in_seconds: 180 },
    });
    // The code goes out after the answer; once it has, it is the only one these three sent.
    await expect.poll(() => codesFor(username).length).toBe(1);
    expect(sent.filter((s) => s.purpose === "LOGIN_CHALLENGE")).toHaveLength(challengesBefore + 1);

    const code = codesFor(username)[0]!.code;
    // The code with a wrong password, or a wrong code with the right one: one answer, no token.
    const badPassword = await login(username, "not-the-password", { ...flooded, "ot-code": code });
    const badCode = await login(username, PASSWORD, {
      ...flooded,
      "ot-code": code === "000000" ? "111111" : "000000",
    });
    expect(badPassword.status).toBe(401);
    expect(badPassword.body.status).toBe("OTC_REJECTED");
    expect(badCode.text).toBe(badPassword.text);

    const signedIn = await login(username, PASSWORD, { ...flooded, "ot-code": code });
    expect(signedIn.status, signedIn.text).toBe(200);
    const me = await fetch(`${server.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${signedIn.body.data.token}` },
    });
    expect(me.status).toBe(200);
    // The code is spent.
    expect((await login(username, PASSWORD, { ...flooded, "ot-code": code })).body.status).toBe(
      "OTC_REJECTED",
    );
  });

  it("/oauth/token challenges the same way, in its own error form, and takes the code", async () => {
    const username = await register();
    const wrong = await grant(username, "not-the-password", flooded);
    const right = await grant(username, PASSWORD, flooded);
    expect(right.status).toBe(401);
    expect(right.text).toBe(wrong.text);
    expect(right.body).toMatchObject({
      error: "otc_required",
      status: "OTC_CHALLENGE",
      data: { otc_expired_after_in_seconds: 180 },
    });
    await expect.poll(() => codesFor(username).length).toBe(1);
    const code = codesFor(username)[0]!.code;
    const token = await grant(username, PASSWORD, { ...flooded, "ot-code": code });
    expect(token.status, token.text).toBe(200);
    expect(token.body.access_token).toEqual(expect.any(String));
  });

  it("other addresses sign in as usual", async () => {
    const username = await register();
    const res = await login(username, PASSWORD, freshAddress());
    expect(res.status, res.text).toBe(200);
    expect(codesFor(username)).toHaveLength(0);
  });

  it("the account's limit still holds exactly: 30 at once on one account from there, 10 challenged, 20 × 429", async () => {
    const username = await register();
    const answers = await burst(30, (i) =>
      login(username, i === 20 ? PASSWORD : `wrong-${i}`, flooded),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(LIMITS.password.account.max).fill(401),
      ...Array<number>(30 - LIMITS.password.account.max).fill(429),
    ]);
    for (const a of answers.filter((a) => a.status === 401)) {
      expect(a.body.status).toBe("OTC_CHALLENGE");
    }
  });
});

describe("with TRUSTED_PROXIES unset", () => {
  let server: SmallServer;
  beforeAll(async () => {
    server = await startSmallServer({ sendCode: async () => {} });
  });
  afterAll(() => server?.stop());

  it("a caller on this machine is limited by its own address, whatever X-Forwarded-For it writes", async () => {
    const ask = () =>
      post(
        server,
        "/api/auth/register-with-username",
        {
          first_name: "Flood",
          username: freshMobile(),
          password: PASSWORD,
          dob: "2000-01-01",
          gender: "f",
        },
        freshAddress(),
      );
    for (let i = 0; i < LIMITS.code.address.max; i++) {
      const res = await ask();
      expect(res.body.status, res.text).toBe("OTC_GENERATED");
    }
    const refused = await ask();
    expect(refused.status, refused.text).toBe(429);
  }, 120_000);
});
