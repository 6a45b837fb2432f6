// Contract-test helpers: call the running server over real HTTP, log in as a seeded user, parse answers.
import { randomInt } from "node:crypto";
import { inject } from "vitest";

export const DEMO_PASSWORD = "pathagar-demo";
export const RAHIM = "+8801711000001";
export const KARIMA = "+8801711000002";
export const DEV_CODE = "123456";

export interface CallOptions {
  method?: string;
  token?: string | null;
  json?: unknown;
  form?: Record<string, string | Blob>;
  /** A raw body sent as is (with `headers["content-type"]`). */
  raw?: BodyInit;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely and check them with expect()
export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export function serverUrl(): string {
  return inject("serverUrl");
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function call<T = any>(
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.raw;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(options.form)) form.append(key, value);
    body = form;
  }
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const response = await fetch(serverUrl() + path, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (an SVG, an image): keep the text.
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

const tokens = new Map<string, string>();

/** A fresh bearer token for a seeded user (cached per test file). */
export async function login(username: string, password = DEMO_PASSWORD): Promise<string> {
  const cached = tokens.get(username);
  if (cached) return cached;
  const res = await call<{ data: { token: string } }>("/api/auth/login", {
    json: { username, password },
  });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.text}`);
  tokens.set(username, res.body.data.token);
  return res.body.data.token;
}

const handedOut = new Set<number>();
/**
 * A unique Bangladeshi mobile number for a user a test registers itself: +88019, then this process's id
 * (mod 1,000) and 5 digits not handed out before in this process, so neither a burst in one test file
 * nor two files running at once against the same server pick the same number twice.
 */
export function freshMobile(): string {
  let own: number;
  do own = randomInt(0, 100_000);
  while (handedOut.has(own));
  handedOut.add(own);
  return `+88019${String(process.pid % 1000).padStart(3, "0")}${String(own).padStart(5, "0")}`;
}

const networksHandedOut = new Set<number>();

/**
 * Headers that make a call come from a client network (RFC 3849 documentation addresses, limited per /64)
 * not handed out before in this process, through a trusted proxy's X-Forwarded-For. The process id is in
 * the network too, so two test files against the same server never share one.
 */
export function freshAddress(): { "x-forwarded-for": string } {
  let own: number;
  do own = randomInt(0, 0x10000);
  while (networksHandedOut.has(own));
  networksHandedOut.add(own);
  const hex = (n: number) => n.toString(16);
  return { "x-forwarded-for": `2001:db8:${hex(process.pid % 0x10000)}:${hex(own)}::1` };
}

/** Registers and logs in a new user through the one-time-code flow (OTC_DEV_CODE in tests). */
export async function registerUser(
  fields: Partial<Record<string, string>> = {},
): Promise<{ token: string; username: string; id: number }> {
  const username = fields.username ?? freshMobile();
  const payload = {
    first_name: "Test",
    surname: "Reader",
    username,
    password: "secret-pass-1",
    dob: "2000-01-01",
    gender: "f",
    ...fields,
  };
  const first = await call("/api/auth/register-with-username", { json: payload });
  if (first.body?.status !== "OTC_GENERATED")
    throw new Error(`register step 1: ${first.status} ${first.text}`);
  const second = await call("/api/auth/register-with-username", {
    json: payload,
    headers: { "ot-code": DEV_CODE },
  });
  if (second.body?.status !== "OK")
    throw new Error(`register step 2: ${second.status} ${second.text}`);
  const token = await login(username, payload.password);
  const me = await call("/api/auth/me", { token });
  return { token, username, id: me.body.data.attributes.id };
}
