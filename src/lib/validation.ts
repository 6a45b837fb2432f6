// Form rules of SPEC §5 as valibot schemas with translated messages, and a helper giving a field → messages map.
import * as v from "valibot";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { isValidPhone } from "./phone";

/** Username and password limit (SPEC §5, §9). */
export const MAX_CREDENTIAL_LENGTH = 330;
/** One-time code: digits only, at most this many. */
export const OTC_MAX_DIGITS = 6;

// Messages are translated when a check fails, so they follow the language active at that moment.
const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);
const tooLong = () => {
  const max = i18n.number(MAX_CREDENTIAL_LENGTH);
  return i18n._(msg`Use at most ${max} characters.`);
};

/** Text that must not be blank (spaces alone do not count). */
export const requiredText = (message: MessageDescriptor = msg`This field is required.`) =>
  v.pipe(v.string(say(message)), v.trim(), v.nonEmpty(say(message)));

export const PostBody = requiredText(msg`Write something to post.`);

export const Email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(say(msg`Enter your email address.`)),
  v.email(say(msg`Enter a valid email address.`)),
);

/** SPEC phone rule: a plus sign, then 6 to 14 digits. */
export const Phone = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(say(msg`Enter a phone number.`)),
  v.check(isValidPhone, say(msg`Enter the number as + followed by 6 to 14 digits.`)),
);

/** An optional field: empty is fine, anything else must pass `schema`. */
export const optional = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.union([v.literal(""), schema], (issue) => {
    const first = issue.issues?.find((sub) => sub.kind === "validation");
    return first?.message ?? issue.message;
  });

export const Otc = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(say(msg`One Time Code is required`)),
  v.regex(/^\d+$/, say(msg`The code has digits only.`)),
  v.maxLength(OTC_MAX_DIGITS, say(msg`The code has at most 6 digits.`)),
);

export const Username = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(say(msg`Enter your mobile number or email address.`)),
  v.maxLength(MAX_CREDENTIAL_LENGTH, tooLong),
);

export const Password = v.pipe(
  v.string(),
  v.nonEmpty(say(msg`Enter your password.`)),
  v.maxLength(MAX_CREDENTIAL_LENGTH, tooLong),
);

export const LoginForm = v.object({ username: Username, password: Password });

export const PostForm = v.object({ body: PostBody });

/** Report: a subject picked from the list (placeholder value "") and a description. */
export const ReportForm = v.object({
  complain_type_id: requiredText(msg`Please select an option`),
  body: requiredText(),
});

export const OtcForm = v.object({ code: Otc });

/** Member request: the agreement box must be ticked or nothing is sent. */
export const MemberRequestForm = v.object({
  agreed: v.literal(true, say(msg`Tick the box to accept the library's rules.`)),
});

export type FieldMessages = Record<string, string[]>;

/**
 * Checks `input`; returns the parsed output, or a field → messages map (the shape of
 * ApiError.fieldErrors, so it goes straight into useFieldErrors().setAll).
 */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldMessages } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldMessages = {};
  for (const issue of result.issues) {
    // Issues of the whole value (not of one field) go under "".
    const field = v.getDotPath(issue) ?? "";
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

/** The first message for one value against one schema, or undefined when it passes. */
export function firstIssue(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? undefined : result.issues[0]?.message;
}
