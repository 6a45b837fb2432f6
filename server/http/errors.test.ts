// Each kind of domain refusal answers with the status and body the client has always had.
import { Hono } from "hono";
import * as v from "valibot";
import { conflict, DomainError, forbidden, invalid, notFound } from "../domain/errors";
import { check, requiredText } from "../domain/fields";
import { DOMAIN_STATUS, handleError, HttpError } from "./errors";

/** The answer of an app whose one route throws `err`. */
async function answerTo(err: unknown) {
  const app = new Hono();
  app.onError(handleError);
  app.get("/", () => {
    throw err;
  });
  const res = await app.request("/");
  return { status: res.status, body: await res.json() };
}

describe("domain errors as answers", () => {
  it("not_found is 404 with the thing's name", async () => {
    expect(await answerTo(notFound("Post"))).toStrictEqual({
      status: 404,
      body: { message: "Post not found." },
    });
    expect(await answerTo(notFound())).toStrictEqual({
      status: 404,
      body: { message: "Resource not found." },
    });
  });

  it("forbidden is 403 with its reason, or the general one", async () => {
    expect(await answerTo(forbidden("Only the author can change this post."))).toStrictEqual({
      status: 403,
      body: { message: "Only the author can change this post." },
    });
    expect(await answerTo(forbidden())).toStrictEqual({
      status: 403,
      body: { message: "This action is unauthorized." },
    });
  });

  it("invalid is 422 with the field map, its message the first error", async () => {
    const errors = {
      name: ["The name has already been taken.", "Another."],
      title: ["The title field is required."],
    };
    expect(await answerTo(invalid(errors))).toStrictEqual({
      status: 422,
      body: { message: "The name has already been taken.", errors },
    });
    expect(await answerTo(invalid({}))).toStrictEqual({
      status: 422,
      body: { message: "The given data was invalid.", errors: {} },
    });
  });

  it("a field rule's refusal is the same 422 map", async () => {
    const schema = v.object({ body: requiredText("body", 5) });
    let refusal: unknown;
    try {
      check(schema, { body: "longer than five" });
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    const message = "The body field must not be greater than 5 characters.";
    expect(await answerTo(refusal)).toStrictEqual({
      status: 422,
      body: { message, errors: { body: [message] } },
    });
  });

  it("answers a conflict as 409 with its machine-readable reason beside the message", async () => {
    const refusal = conflict("book_on_loan", "AP-00001 is on loan.", {
      holder: { member_code: "AP-M0007", name: "Nasrin" },
    });
    expect(await answerTo(refusal)).toStrictEqual({
      status: 409,
      body: {
        message: "AP-00001 is on loan.",
        reason: "book_on_loan",
        holder: { member_code: "AP-M0007", name: "Nasrin" },
      },
    });
  });

  it("gives every kind a status, and HTTP's own errors keep theirs", async () => {
    expect(DOMAIN_STATUS).toStrictEqual({
      not_found: 404,
      forbidden: 403,
      invalid: 422,
      conflict: 409,
    });
    expect(
      await answerTo(new HttpError(415, "Send the fields as JSON or as a form.")),
    ).toStrictEqual({ status: 415, body: { message: "Send the fields as JSON or as a form." } });
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(await answerTo(new Error("boom"))).toStrictEqual({
      status: 500,
      body: { message: "Server error." },
    });
    expect(logged).toHaveBeenCalledOnce();
    expect(JSON.parse(String(logged.mock.calls[0]![0]))).toMatchObject({
      level: "error",
      error: "boom",
    });
    logged.mockRestore();
  });
});
