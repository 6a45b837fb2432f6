// Errors as log fields: a failed query's values (hashes of passwords, codes and tokens) never reach the log.
import { errorFields } from "./log";

describe("errorFields", () => {
  it("keeps the message, cause and stack of a failed query but not its values", () => {
    const cause = new Error('duplicate key value violates unique constraint "users_username"');
    const err = new Error(
      "Failed query: insert into users (username, password) values ($1, $2)\nparams: +8801700000000,scrypt$secret-hash",
      { cause },
    );
    const fields = errorFields(err);
    expect(fields.error).toBe(
      "Failed query: insert into users (username, password) values ($1, $2)",
    );
    expect(fields.cause).toBe(cause.message);
    expect(fields.stack).toMatch(/^ {4}at /);
    expect(JSON.stringify(fields)).not.toContain("secret-hash");
    expect(JSON.stringify(fields)).not.toContain("+8801700000000");
  });

  it("takes anything thrown", () => {
    expect(errorFields("plain")).toEqual({ error: "plain" });
  });
});
