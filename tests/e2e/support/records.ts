// The API's records as the tests read them: a resource `{ id, attributes }` is its attributes (which carry the
// id), a list of resources the list of their attributes; "none" answers are empty bodies.

export interface Resource<T> {
  id: number;
  attributes: T;
}

/** One resource's record. */
export const record = <T>(resource: Resource<T>): T => resource.attributes;

/** A list of resources' records. */
export const records = <T>(resources: readonly Resource<T>[]): T[] => resources.map(record);

/** An answer's JSON, or null for the empty body the API sends for "none" (a my-like, a following-by-me). */
export async function jsonOrNone<T>(res: Response): Promise<T | null> {
  const text = await res.text();
  return text === "" ? null : (JSON.parse(text) as T);
}
