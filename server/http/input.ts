// Reads a request's fields (JSON, form or multipart) and path ids; the field rules themselves are the domain's.
import type * as v from "valibot";
import type { Context } from "hono";
import { check, label, type Input } from "../domain/fields";
import { firstMessage, type FieldErrors } from "../domain/errors";
import { HttpError } from "./errors";

// Routes take the field rules from here, with the readers of the request they apply to.
export {
  check,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredId,
  requiredText,
  type Input,
} from "../domain/fields";

/** The request's fields as one flat record: JSON object, urlencoded form or multipart form (files as File). */
export async function readInput(c: Context): Promise<Input> {
  return refuseNul(await readFields(c));
}

/**
 * PostgreSQL text cannot hold U+0000: a field carrying one is invalid (422), not a server error. An
 * HttpError, as the other refusals of the request's reading (OAuth answers those in its own words).
 */
function refuseNul(input: Input): Input {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(input)) {
    if (typeof value === "string" && value.includes("\u0000")) {
      errors[field] = [`The ${label(field)} field contains a character that is not allowed.`];
    }
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, firstMessage(errors), errors);
  return input;
}

async function readFields(c: Context): Promise<Input> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    let parsed: unknown;
    try {
      parsed = await c.req.json();
    } catch {
      throw new HttpError(400, "The request body is not valid JSON.");
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new HttpError(400, "The request body must be a JSON object.");
    }
    return parsed as Input;
  }
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    try {
      const form = await c.req.parseBody();
      const out: Input = {};
      for (const [key, value] of Object.entries(form))
        out[key] = Array.isArray(value) ? value[0] : value;
      return out;
    } catch {
      throw new HttpError(400, "The request body is not a valid form.");
    }
  }
  const text = await c.req.text().catch(() => "");
  if (text.trim() === "") return {};
  throw new HttpError(415, "Send the fields as JSON or as a form.");
}

/** Reads and checks the request's fields in one step. */
export async function body<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  return check(schema, await readInput(c));
}

/** A path id like /users/{id}: positive integer or 404. */
export function idParam(value: string | undefined, what = "Resource"): number {
  if (!value || !/^\d{1,10}$/.test(value)) throw new HttpError(404, `${what} not found.`);
  const id = Number(value);
  if (id < 1 || id > 2_147_483_647) throw new HttpError(404, `${what} not found.`);
  return id;
}
