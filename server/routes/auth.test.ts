// Contract tests for /oauth/token and /api/auth/*: grants, token login, one-time codes, registration, reset, me, logout.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  LoginResponse,
  MeResponse,
  OAuthError,
  OAuthToken,
  OtcResponse,
  ResetPasswordResponse,
} from "../../src/api/schemas";
import { call, DEV_CODE, freshMobile, login, RAHIM, registerUser } from "../test/http";

const CLIENT = { client_id: "pathagar-web", client_secret: "pathagar-web-secret" };

const grant = (fields: Record<string, string>) =>
  call("/oauth/token", { json: { grant_type: "password", ...CLIENT, ...fields } });

const registration = (username: string, extra: Record<string, string> = {}) => ({
  first_name: "Nadia",
  surname: "Islam",
  username,
  password: "secret-pass-1",
  dob: "1999-05-04",
  gender: "f",
  ...extra,
});

describe("POST /oauth/token", () => {
  it("grants a bearer token for the right password, and /me answers with it", async () => {
    const res = await grant({ username: RAHIM, password: "pathagar-demo" });
    expect(res.status).toBe(200);
    const token = v.parse(OAuthToken, res.body);
    expect(token.token_type).toBe("Bearer");
    const me = await call("/api/auth/me", { token: token.access_token });
    expect(v.parse(MeResponse, me.body).data.username).toBe(RAHIM);
  });

  it("accepts a local mobile number and a form body", async () => {
    const form = {
      grant_type: "password",
      ...CLIENT,
      username: "01711000001",
      password: "pathagar-demo",
    };
    const res = await call("/oauth/token", {
      raw: new URLSearchParams(form),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    v.parse(OAuthToken, res.body);
  });

  it("refuses wrong credentials with invalid_grant", async () => {
    const res = await grant({ username: RAHIM, password: "wrong-password" });
    expect(res.status).toBe(400);
    expect(v.parse(OAuthError, res.body).error).toBe("invalid_grant");
    const unknown = await grant({ username: "nobody@example.com", password: "whatever-1" });
    expect(unknown.body.error).toBe("invalid_grant");
  });

  it("answers invalid_request with a hint naming the missing field", async () => {
    const res = await grant({ username: RAHIM });
    expect(res.status).toBe(400);
    const body = v.parse(OAuthError, res.body);
    expect(body.error).toBe("invalid_request");
    expect(body.hint).toContain("password");
    const noUser = await grant({ password: "x" });
    expect(noUser.body.hint).toContain("username");
  });

  it("refuses other grant types and unknown clients", async () => {
    const other = await grant({ grant_type: "client_credentials" });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe("unsupported_grant_type");
    const client = await grant({
      client_secret: "nope",
      username: RAHIM,
      password: "pathagar-demo",
    });
    expect(client.status).toBe(401);
    expect(client.body.error).toBe("invalid_client");
    const broken = await call("/oauth/token", {
      raw: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe("invalid_request");
  });
});

describe("POST /api/auth/login and logout", () => {
  it("logs in, and logout revokes the token", async () => {
    const res = await call("/api/auth/login", {
      json: { username: RAHIM, password: "pathagar-demo" },
    });
    expect(res.status).toBe(200);
    const token = v.parse(LoginResponse, res.body).data.token;
    expect((await call("/api/auth/me", { token })).status).toBe(200);
    const out = await call("/api/auth/logout", { method: "POST", token });
    expect(out.status).toBe(200);
    expect((await call("/api/auth/me", { token })).status).toBe(401);
    expect((await call("/api/auth/logout", { method: "POST", token })).status).toBe(401);
  });

  it("answers 422 on the username for wrong credentials and missing fields", async () => {
    const wrong = await call("/api/auth/login", {
      json: { username: RAHIM, password: "nope-nope" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.username[0]).toBe("Mobile Number or Password does not match.");
    const missing = await call("/api/auth/login", { json: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(["username", "password"]);
  });

  it("/me needs a token", async () => {
    expect((await call("/api/auth/me")).status).toBe(401);
    expect((await call("/api/auth/me", { token: "x".repeat(40) })).status).toBe(401);
  });
});

describe("POST /api/auth/register-with-username", () => {
  it("sends a code, then registers with it; the new user can log in", async () => {
    const username = freshMobile();
    const first = await call("/api/auth/register-with-username", { json: registration(username) });
    expect(first.status).toBe(200);
    const sent = v.parse(OtcResponse, first.body);
    expect(sent.status).toBe("OTC_GENERATED");
    expect(sent.data?.otc_expired_after_in_seconds).toBeGreaterThan(0);

    const wrong = await call("/api/auth/register-with-username", {
      json: registration(username),
      headers: { "ot-code": "000000" },
    });
    expect(v.parse(OtcResponse, wrong.body).status).toBe("OTC_REJECTED");

    const ok = await call("/api/auth/register-with-username", {
      json: registration(username),
      headers: { "ot-code": DEV_CODE },
    });
    expect(v.parse(OtcResponse, ok.body).status).toBe("OK");
    const token = await login(username, "secret-pass-1");
    const me = v.parse(MeResponse, (await call("/api/auth/me", { token })).body).data;
    expect(me).toMatchObject({
      first_name: "Nadia",
      mobile: username,
      email: null,
      gender: "f",
      dob: "1999-05-04",
    });

    const again = await call("/api/auth/register-with-username", { json: registration(username) });
    expect(again.status).toBe(422);
    expect(again.body.errors.username).toBeDefined();
  });

  it("stores emails lower-cased and local numbers as +880", async () => {
    const email = `Reader.${Date.now()}@Example.COM`;
    const { token } = await registerUser({ username: email });
    const me = v.parse(MeResponse, (await call("/api/auth/me", { token })).body).data;
    expect(me.username).toBe(email.toLowerCase());
    expect(me.email).toBe(email.toLowerCase());

    const mobile = freshMobile();
    const local = mobile.replace("+88", "");
    const user = await registerUser({ username: local });
    expect(user.id).toBeGreaterThan(0);
    expect((await call("/api/auth/me", { token: user.token })).body.data.attributes.username).toBe(
      mobile,
    );
  });

  it("re-sends a live code instead of replacing it", async () => {
    const username = freshMobile();
    const first = await call("/api/auth/register-with-username", { json: registration(username) });
    const second = await call("/api/auth/register-with-username", { json: registration(username) });
    expect(second.body.status).toBe("OTC_GENERATED");
    expect(second.body.data.otc_expired_after_in_seconds).toBeLessThanOrEqual(
      first.body.data.otc_expired_after_in_seconds,
    );
  });

  it("voids a code after 5 wrong tries", async () => {
    const username = freshMobile();
    await call("/api/auth/register-with-username", { json: registration(username) });
    for (let i = 0; i < 5; i += 1) {
      const res = await call("/api/auth/register-with-username", {
        json: registration(username),
        headers: { "ot-code": "999999" },
      });
      expect(res.body.status).toBe("OTC_REJECTED");
    }
    const right = await call("/api/auth/register-with-username", {
      json: registration(username),
      headers: { "ot-code": DEV_CODE },
    });
    expect(right.body.status).toBe("OTC_REJECTED");
    // Asking again sends a fresh code that works.
    expect(
      (await call("/api/auth/register-with-username", { json: registration(username) })).body
        .status,
    ).toBe("OTC_GENERATED");
    const ok = await call("/api/auth/register-with-username", {
      json: registration(username),
      headers: { "ot-code": DEV_CODE },
    });
    expect(ok.body.status).toBe("OK");
  });

  it("answers 422 per field", async () => {
    const res = await call("/api/auth/register-with-username", {
      json: { username: "not a username", password: "short", dob: "2001-02-30", gender: "x" },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ["dob", "first_name", "gender", "password", "username"].sort(),
    );
    const future = await call("/api/auth/register-with-username", {
      json: registration(freshMobile(), { dob: "2999-01-01" }),
    });
    expect(Object.keys(future.body.errors)).toEqual(["dob"]);
    const badMobile = await call("/api/auth/register-with-username", {
      json: registration("+8801211111111"),
    });
    expect(Object.keys(badMobile.body.errors)).toEqual(["username"]);
  });
});

describe("password reset through login-with-otc", () => {
  it("sends a code, trades it for an otc token that only resets the password", async () => {
    const user = await registerUser();
    const start = await call("/api/auth/login-with-otc", {
      json: { otc_type_name: "RESET_PASSWORD", username: user.username },
    });
    expect(v.parse(OtcResponse, start.body).status).toBe("OTC_GENERATED");
    const rejected = await call("/api/auth/login-with-otc", {
      json: { otc_type_name: "RESET_PASSWORD", username: user.username },
      headers: { "ot-code": "111111" },
    });
    expect(rejected.body.status).toBe("OTC_REJECTED");
    const ok = await call("/api/auth/login-with-otc", {
      json: { otc_type_name: "RESET_PASSWORD", username: user.username },
      headers: { "ot-code": DEV_CODE },
    });
    const answer = v.parse(OtcResponse, ok.body);
    expect(answer.status).toBe("OK");
    const otcToken = answer.data!.token!;

    // The otc token is not a login token, and a login token cannot reset.
    expect((await call("/api/auth/me", { token: otcToken })).status).toBe(401);
    const withLogin = await call("/api/auth/reset-password", {
      token: user.token,
      json: { new_password: "another-pass-2", confirm_new_password: "another-pass-2" },
    });
    expect(withLogin.status).toBe(401);

    const mismatch = await call("/api/auth/reset-password", {
      token: otcToken,
      json: { new_password: "another-pass-2", confirm_new_password: "different-3" },
    });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.body.errors)).toEqual(["confirm_new_password"]);
    const short = await call("/api/auth/reset-password", {
      token: otcToken,
      json: { new_password: "short", confirm_new_password: "short" },
    });
    expect(Object.keys(short.body.errors)).toEqual(["new_password"]);

    const reset = await call("/api/auth/reset-password", {
      token: otcToken,
      json: { new_password: "another-pass-2", confirm_new_password: "another-pass-2" },
    });
    expect(reset.status).toBe(200);
    expect(v.parse(ResetPasswordResponse, reset.body).status).toBe("OK");
    // Old sessions and the otc token end; the new password works, the old one not.
    expect((await call("/api/auth/me", { token: user.token })).status).toBe(401);
    expect(
      (
        await call("/api/auth/reset-password", {
          token: otcToken,
          json: { new_password: "third-pass-3", confirm_new_password: "third-pass-3" },
        })
      ).status,
    ).toBe(401);
    expect((await grant({ username: user.username, password: "secret-pass-1" })).status).toBe(400);
    expect((await grant({ username: user.username, password: "another-pass-2" })).status).toBe(200);
  });

  it("answers 422 for an unknown username or an unknown code type", async () => {
    const unknown = await call("/api/auth/login-with-otc", {
      json: { otc_type_name: "RESET_PASSWORD", username: "+8801999999999" },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.username).toBeDefined();
    const type = await call("/api/auth/login-with-otc", {
      json: { otc_type_name: "LOGIN_ANYWHERE", username: RAHIM },
    });
    expect(Object.keys(type.body.errors)).toEqual(["otc_type_name"]);
  });
});

describe("idempotent replay", () => {
  it("the same Idempotency-Key twice registers one account and replays the answer", async () => {
    const username = freshMobile();
    await call("/api/auth/register-with-username", { json: registration(username) });
    const key = `reg-${username}`;
    const send = () =>
      call("/api/auth/register-with-username", {
        json: registration(username),
        headers: { "ot-code": DEV_CODE, "idempotency-key": key },
      });
    const first = await send();
    const second = await send();
    expect(first.body.status).toBe("OK");
    expect(second.text).toBe(first.text);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
  });
});

describe("token answers are never replayed", () => {
  it("the same Idempotency-Key on a login gives a new token, not a stored copy", async () => {
    const send = () =>
      call("/api/auth/login", {
        json: { username: RAHIM, password: "pathagar-demo" },
        headers: { "idempotency-key": "login-key-shared" },
      });
    const first = await send();
    const second = await send();
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.body.data.token).not.toBe(first.body.data.token);
    const grantOnce = await call("/oauth/token", {
      json: { grant_type: "password", ...CLIENT, username: RAHIM, password: "pathagar-demo" },
      headers: { "idempotency-key": "grant-key-shared" },
    });
    const grantTwice = await call("/oauth/token", {
      json: { grant_type: "password", ...CLIENT, username: RAHIM, password: "pathagar-demo" },
      headers: { "idempotency-key": "grant-key-shared" },
    });
    expect(grantTwice.body.access_token).not.toBe(grantOnce.body.access_token);
  });
});
