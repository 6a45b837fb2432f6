// The API's resource envelope `{ id, attributes }`: the schemas read it and hand the app the flat record.
import * as v from "valibot";
import { Id } from "./common";

type WithId = v.GenericSchema<{ id: number }, { id: number }>;

/**
 * One record as the API sends it: `{ id, attributes: { id, … } }` (a Laravel API resource). The
 * output is the attributes alone, so the app's mirror and screens keep flat records: this is the
 * one place where resources are unwrapped.
 */
export function Resource<T extends WithId>(
  attributes: T,
): v.GenericSchema<{ id: number; attributes: v.InferInput<T> }, v.InferOutput<T>> {
  return v.pipe(
    v.object({ id: Id, attributes }),
    v.check((r) => r.attributes?.id === r.id, "A resource's id and its attributes' id differ."),
    v.transform((r) => r.attributes as v.InferOutput<T>),
  ) as unknown as v.GenericSchema<{ id: number; attributes: v.InferInput<T> }, v.InferOutput<T>>;
}

/** A record as a resource (what the server sends, and what the app's test servers send). */
export function toResource<T extends { id: number }>(record: T): { id: number; attributes: T } {
  return { id: record.id, attributes: record };
}

/** A page of resources inside a record (a post's comments or likes): `{ data, meta: { total } }`. */
export function ResourceSummary<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item), meta: v.object({ total: v.number() }) });
}

/** How the API names users and libraries in polymorphic fields (Laravel's model classes). */
export const MODEL_TYPES = { user: "App\\Models\\User", library: "App\\Models\\Library" } as const;

/** `App\Models\User` / `App\Models\Library` in, "user" / "library" out. */
export const ModelType = v.pipe(
  v.picklist([MODEL_TYPES.user, MODEL_TYPES.library]),
  v.transform((t) => (t === MODEL_TYPES.library ? ("library" as const) : ("user" as const))),
);
