// Attempt limits under attack over real HTTP: bursts sent at once and long runs of wrong passwords, code
// attempts and registrations of taken usernames stay within the counts. Addresses come in X-Forwarded-For
// (the test server trusts this machine as its proxy).
import { LIMITS } from "../http/rate-limit";
import { call, freshAddress, freshMobile, registerUser, type CallResult } from "./http";

/**
 * `count` requests sent at once, at most `inFlight` open together (more than a listening socket's backlog,
 * 511, at one moment are reset by the kernel, not answered by the server).
 */
async function burst(count: number, send: (i: number) => Promise<CallResult>, inFlight = 250) {
  const answers = new Array<CallResult>(count);
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

/** A burst is hundreds of requests, some hashing passwords: a busy machine gets its time. */
const slow = { timeout: 180_000 };

const passed = (answers: CallResult[]) => answers.filter((a) => a.status !== 429);

function expectTooMany(res: CallResult | undefined) {
  expect(res?.status, res?.text).toBe(429);
  expect(Number(res!.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(res!.body.message).toMatch(
    /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
  );
}

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  call("/api/auth/login", { json: { username, password }, headers });

const grant = (username: string, password: string) =>
  call("/oauth/token", {
    json: {
      grant_type: "password",
      client_id: "pathagar-web",
      client_secret: "pathagar-web-secret",
      username,
      password,
    },
  });

const registration = (username: string) => ({
  first_name: "Probe",
  username,
  password: "secret-pass-1",
  dob: "2000-01-01",
  gender: "f",
});

const register = (username: string, headers: Record<string, string> = {}) =>
  call("/api/auth/register-with-username", { json: registration(username), headers });

describe("wrong passwords at once", slow, () => {
  it("200 logins at once, the right password at #150: 10 wrong answers, then 429 even for it", async () => {
    const user = await registerUser();
    const answers = await burst(200, (i) =>
      login(user.username, i === 150 ? "secret-pass-1" : `wrong-${i}`),
    );
    const through = passed(answers);
    expect(through.map((a) => a.status)).toEqual(
      Array<number>(LIMITS.password.account.max).fill(422),
    );
    expectTooMany(answers[150]);
    expectTooMany(await login(user.username, "secret-pass-1"));
  });

  it("/oauth/token holds the same count under a burst", async () => {
    const user = await registerUser();
    const answers = await burst(60, (i) =>
      grant(user.username, i === 50 ? "secret-pass-1" : `wrong-${i}`),
    );
    expect(passed(answers).map((a) => a.status)).toEqual(
      Array<number>(LIMITS.password.account.max).fill(400),
    );
    expectTooMany(answers[50]);
  });

  it("1,050 wrong passwords at once from one address over many accounts: 1,000 answered, then challenges, no 429", async () => {
    const from = freshAddress();
    // 100 in flight: a thousand sockets at once on a busy 2-core machine meet keep-alive resets.
    const answers = await burst(1050, () => login(freshMobile(), "not-the-password", from), 100);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(LIMITS.password.address.max);
    const challenged = answers.filter((a) => a.status === 401);
    expect(challenged).toHaveLength(1050 - LIMITS.password.address.max);
    for (const a of challenged) expect(a.body.status, a.text).toBe("OTC_CHALLENGE");
    // Nobody behind that address is refused: a reader's right password is challenged too.
    const reader = await registerUser();
    const right = await login(reader.username, "secret-pass-1", from);
    expect(right.status, right.text).toBe(401);
    expect(right.text).toBe(challenged[0]!.text);
    expect((await login(freshMobile(), "not-the-password", freshAddress())).status).toBe(422);
  });
});

describe("one-time codes at once", slow, () => {
  it("150 code attempts at once on one account: at most 20 an hour get past", async () => {
    const user = await registerUser(); // asked for one code already
    const answers = await burst(150, (i) =>
      call("/api/auth/login-with-otc", {
        json: { otc_type_name: "RESET_PASSWORD", username: user.username },
        headers: i % 2 ? { "ot-code": String(100000 + i) } : {},
      }),
    );
    const through = passed(answers);
    expect(through).toHaveLength(LIMITS.code.account.max - 1);
    for (const a of through) expect(a.status, a.text).toBe(200);
    expectTooMany(answers.find((a) => a.status === 429));
  });

  it("250 wrong codes at once from one address over many new usernames: 200 get past", async () => {
    const from = { ...freshAddress(), "ot-code": "000000" };
    const answers = await burst(250, () => register(freshMobile(), from));
    const through = passed(answers);
    expect(through).toHaveLength(LIMITS.code.address.max);
    for (const a of through) expect(a.body.status, a.text).toBe("OTC_REJECTED");
  });
});

describe("asking which usernames are taken", slow, () => {
  const TAKEN = "This username is already registered.";

  it("250 registrations of a taken username at once: 20 say it is taken, the rest 429", async () => {
    const user = await registerUser(); // its registration asked for one code
    const answers = await burst(250, () => register(user.username, freshAddress()));
    const through = passed(answers);
    expect(through).toHaveLength(LIMITS.code.account.max - 1);
    for (const a of through) expect(a.body.errors?.username, a.text).toEqual([TAKEN]);
    expectTooMany(answers.find((a) => a.status === 429));
  });

  it("one address asking one after another: 200 answers over many accounts, then 429", async () => {
    const perAccount = LIMITS.code.account.max - 1;
    const accounts = Math.ceil(LIMITS.code.address.max / perAccount) + 1;
    const users = [];
    for (let i = 0; i < accounts; i++) users.push(await registerUser());
    const from = freshAddress();
    const answers: CallResult[] = [];
    for (let i = 0; i < 250; i++) {
      const user = users[Math.min(Math.floor(i / perAccount), accounts - 1)]!;
      answers.push(await register(user.username, from));
    }
    const max = LIMITS.code.address.max;
    for (const a of answers.slice(0, max)) expect(a.body.errors?.username, a.text).toEqual([TAKEN]);
    for (const a of answers.slice(max)) expectTooMany(a);
    // The last account was asked about only past the address's limit: elsewhere it still answers.
    const last = users[accounts - 1]!.username;
    expect((await register(last, freshAddress())).body.errors?.username).toEqual([TAKEN]);
    // The first is used up from any address.
    expectTooMany(await register(users[0]!.username, freshAddress()));
  });
});
