// Every failure becomes one ApiError: 422 field map, 401, 429 Retry-After, network, timeout, malformed body.
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest, configureApi } from "./client";
import { ApiError, parseRetryAfter } from "./errors";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  configureApi({
    prefixUrl: "http://api.test/api",
    timeoutMs: 200,
    fetch: fetchMock as unknown as typeof fetch,
    token: () => "tok",
  });
});
afterEach(() =>
  configureApi({ prefixUrl: "/api", timeoutMs: 20_000, fetch: undefined, token: undefined }),
);

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error("expected a failure");
}

const Thing = v.object({ data: v.object({ id: v.number() }) });

describe("apiRequest", () => {
  it("sends bearer, Accept and Idempotency-Key, and returns the validated body", async () => {
    fetchMock.mockResolvedValue(json(201, { data: { id: 5 } }));
    const out = await apiRequest("posts/1/likes", Thing, {
      method: "post",
      json: { emoji_html_code: "x" },
      idempotencyKey: "key-1",
    });
    expect(out.data.id).toBe(5);
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.url).toBe("http://api.test/api/posts/1/likes");
    expect(request.headers.get("Authorization")).toBe("Bearer tok");
    expect(request.headers.get("Accept")).toBe("application/json");
    expect(request.headers.get("Idempotency-Key")).toBe("key-1");
  });

  it("maps 422 to its field errors", async () => {
    fetchMock.mockResolvedValue(
      json(422, { message: "The body field is required.", errors: { body: ["Required."] } }),
    );
    const e = await failure(apiRequest("x", Thing));
    expect(e).toMatchObject({ status: 422, kind: "http", message: "The body field is required." });
    expect(e.fieldErrors).toEqual({ body: ["Required."] });
    expect(e.retryable).toBe(false);
  });

  it("maps 401", async () => {
    fetchMock.mockResolvedValue(json(401, { message: "Unauthenticated." }));
    const e = await failure(apiRequest("x", Thing));
    expect(e).toMatchObject({ status: 401, kind: "http", message: "Unauthenticated." });
  });

  it("maps 429 with Retry-After and calls it retryable", async () => {
    fetchMock.mockResolvedValue(json(429, { message: "Slow down" }, { "Retry-After": "7" }));
    const e = await failure(apiRequest("x", Thing));
    expect(e).toMatchObject({ status: 429, retryAfter: 7 });
    expect(e.retryable).toBe(true);
  });

  it("calls 409 (an earlier send of the same key still in progress) retryable", async () => {
    fetchMock.mockResolvedValue(json(409, { message: "Still processing" }, { "Retry-After": "1" }));
    const e = await failure(apiRequest("x", Thing));
    expect(e).toMatchObject({ status: 409, retryAfter: 1 });
    expect(e.retryable).toBe(true);
  });

  it("reads a conflict's reason and holder and does not retry it", async () => {
    const holder = { member_code: "AP-M0007", name: "Karim Uddin" };
    fetchMock.mockResolvedValue(
      json(409, { message: "This copy is on loan.", reason: "book_on_loan", holder }),
    );
    const e = await failure(apiRequest("x", Thing));
    expect(e).toMatchObject({ status: 409, reason: "book_on_loan", holder });
    expect(e.retryable).toBe(false);
  });

  it("maps a network failure to status 0", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const e = await failure(apiRequest("x", Thing));
    expect(e).toMatchObject({ status: 0, kind: "network" });
    expect(e.retryable).toBe(true);
  });

  it("maps a slow answer to a timeout", async () => {
    fetchMock.mockImplementation(
      (req: Request) =>
        new Promise((_, reject) =>
          req.signal.addEventListener("abort", () => reject(req.signal.reason)),
        ),
    );
    const e = await failure(apiRequest("x", Thing));
    expect(e).toMatchObject({ status: 0, kind: "timeout" });
  });

  it("turns a malformed body into an ApiError, not a crash", async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: "five" } }));
    expect((await failure(apiRequest("x", Thing))).message).toMatch(/unexpected shape/);
    fetchMock.mockResolvedValue(new Response("<html>", { status: 200 }));
    expect((await failure(apiRequest("x", Thing))).message).toMatch(/could not be read/);
  });

  it("keeps a 500 from a non-JSON proxy page as a retryable http error", async () => {
    fetchMock.mockResolvedValue(
      new Response("<h1>oops</h1>", { status: 503, statusText: "Unavailable" }),
    );
    const e = await failure(apiRequest("x", Thing));
    expect(e).toMatchObject({ status: 503, kind: "http", message: "Unavailable" });
    expect(e.retryable).toBe(true);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("12")).toBe(12);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 0)).toBe(10);
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
