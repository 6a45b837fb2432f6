// The member forms' field rules: a walk-in reader or an account to add, an edit, a staff role list;
// mobiles in E.164 (a Bangladeshi 01XXXXXXXXX gains +880), codes ASCII.
import * as v from "valibot";
import { isPhoneLike, isValidPhone, normaliseBdMobile } from "../../src/lib/phone";
import { check, label, optionalText, requiredId, requiredText, type Input } from "./fields";
import { invalid } from "./errors";

const has = (input: Input, field: string) => field in input && input[field] !== undefined;

/** A mobile as typed (spaces and dashes dropped), in E.164; the app's rule: + and 6 to 14 digits. */
function mobileRule(field: string, required: boolean) {
  const base = required ? requiredText(field, 30) : optionalText(field, 30);
  return v.pipe(
    base,
    v.transform((s: string | null) => {
      if (s === null) return null;
      const compact = s.replace(/[\s-]/g, "");
      return !compact.startsWith("+") && isPhoneLike(compact)
        ? normaliseBdMobile(compact)
        : compact;
    }),
    v.check(
      (s) => s === null || isValidPhone(s),
      `The ${label(field)} field must be a mobile number: a plus sign followed by 6 to 14 digits, or 01XXXXXXXXX.`,
    ),
  );
}

export const MEMBER_CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,29}$/;

const memberCodeRule = v.pipe(
  optionalText("member_code", 30),
  v.check(
    (s) => s === null || MEMBER_CODE.test(s),
    "The member code must be 1 to 30 letters, digits, dots, dashes, slashes or underscores.",
  ),
);

/** A photo the app uploaded (/uploads/…) or a web address. */
const photoRule = v.pipe(
  optionalText("photo_url", 2048),
  v.check(
    (s) => s === null || /^(\/uploads\/|https?:\/\/)[^\s<>"]+$/.test(s),
    "The photo url field must be an uploaded photo or a web address.",
  ),
);

const walkIn = v.object({
  first_name: requiredText("first_name", 100),
  surname: optionalText("surname", 100),
  nickname: optionalText("nickname", 100),
  mobile: mobileRule("mobile", true),
  address: optionalText("address", 500),
  photo_url: photoRule,
  member_code: memberCodeRule,
});

const fromAccount = v.object({ user_id: requiredId("user_id"), member_code: memberCodeRule });

export type NewMember =
  | ({ kind: "account" } & v.InferOutput<typeof fromAccount>)
  | ({ kind: "walk_in" } & v.InferOutput<typeof walkIn>);

/** `{ user_id }` adds an existing reader; anything else is a walk-in reader's card. */
export function readNewMember(input: Input): NewMember {
  if (has(input, "user_id")) return { kind: "account", ...check(fromAccount, input) };
  return { kind: "walk_in", ...check(walkIn, input) };
}

const boolRule = v.pipe(
  v.unknown(),
  v.transform((x) => (x === "1" || x === "true" ? true : x === "0" || x === "false" ? false : x)),
  v.boolean("The active field must be true or false."),
);

const edits = {
  first_name: requiredText("first_name", 100),
  surname: optionalText("surname", 100),
  nickname: optionalText("nickname", 100),
  mobile: mobileRule("mobile", false),
  address: optionalText("address", 500),
  photo_url: photoRule,
  member_code: v.pipe(
    requiredText("member_code", 30),
    v.check(
      (s) => MEMBER_CODE.test(s),
      "The member code must be 1 to 30 letters, digits, dots, dashes, slashes or underscores.",
    ),
  ),
  active: boolRule,
} as const;

export type MemberEdit = Partial<{
  [K in keyof typeof edits]: v.InferOutput<(typeof edits)[K]>;
}>;

/** The fields the edit sends (the others stay as they are); 422 if none is a member field. */
export function readMemberEdit(input: Input): MemberEdit {
  const present = Object.keys(edits).filter((k) => has(input, k)) as (keyof typeof edits)[];
  if (present.length === 0)
    throw invalid({ first_name: ["Send at least one field of the member to change."] });
  const schema = v.object(Object.fromEntries(present.map((k) => [k, edits[k]])));
  return check(schema, input) as MemberEdit;
}

/** `{ roles: ["librarian"] }`, a JSON array or a comma-separated form field; at most 10 names. */
export function readRoleNames(input: Input): string[] {
  const raw = input.roles;
  const list =
    typeof raw === "string"
      ? raw
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : raw;
  return check(
    v.pipe(
      v.array(
        v.pipe(v.string("Each role must be a role's name."), v.maxLength(50)),
        "The roles field must be a list of role names.",
      ),
      v.maxLength(10, "The roles field must not have more than 10 roles."),
      v.transform((names) => [...new Set(names)]),
    ),
    list,
  );
}

/** The decline form: an optional reason of up to 500 characters. */
export const readDecline = (input: Input) =>
  check(v.object({ reason: optionalText("reason", 500) }), input).reason ?? null;
