// Password hashes: salted scrypt that names its own cost, so a hash made at any cost is checked at that cost.
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";

/** "correct horse" hashed at the production cost (2^14). */
const AT_PRODUCTION_COST =
  "scrypt$16384$8$1$cGF0aGFnYXItc2FsdC0xNg$U93QS5GIkQfjyqQ50o63HZiTMg7VregBTvul04Sr0ZQ";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("passwords", () => {
  it("verifies the password a hash was made from, and nothing else", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).not.toContain("correct horse");
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsf", stored)).toBe(false);
    expect(await hashPassword("correct horse")).not.toBe(stored);
  });

  it("checks a hash made at the production cost by that cost", async () => {
    expect(await verifyPassword("correct horse", AT_PRODUCTION_COST)).toBe(true);
    expect(await verifyPassword("wrong horse", AT_PRODUCTION_COST)).toBe(false);
    expect(await verifyPassword("correct horse", "bcrypt$x")).toBe(false);
  });

  it("hashes at 2^14 outside the test servers, and at 2^10 in them", async () => {
    expect((await hashPassword("x")).split("$")[1]).toBe("1024");
    vi.stubEnv("NODE_ENV", "production");
    vi.resetModules();
    const production = await import("./passwords");
    expect((await production.hashPassword("x")).split("$")[1]).toBe("16384");
  });
});
