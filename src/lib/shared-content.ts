// What another app shared with Pathagar (the manifest's share_target): the service worker keeps the POSTed form
// (text, a link, a picture) in Cache Storage and sends the page to /share-target, which opens it as a new post.
export const SHARE_TARGET_PATH = "/share-target";
/** The text fields of a share; without the worker, the server passes them on in the page's address. */
export const SHARED_TEXT_FIELDS = ["title", "text", "url"] as const;
/** The longest shared field passed on in an address (a post's body is shorter still). */
export const SHARED_TEXT_MAX = 2000;
const CACHE = "pathagar-shared";
const TEXT_KEY = "/share-target/text";
const IMAGE_KEY = "/share-target/image";

export interface SharedContent {
  title: string;
  text: string;
  url: string;
  image: Blob | null;
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** Keeps a shared form, replacing anything shared before and not yet posted. */
export async function keepShared(form: FormData): Promise<void> {
  const cache = await caches.open(CACHE);
  const text = { title: field(form, "title"), text: field(form, "text"), url: field(form, "url") };
  await cache.put(TEXT_KEY, new Response(JSON.stringify(text)));
  const image = form.getAll("image").find((f): f is File => f instanceof File && f.size > 0);
  if (image)
    await cache.put(IMAGE_KEY, new Response(image, { headers: { "content-type": image.type } }));
  else await cache.delete(IMAGE_KEY);
}

/** What is kept (it stays until forgetShared), or null. */
export async function readShared(): Promise<SharedContent | null> {
  if (!("caches" in globalThis) || !(await caches.has(CACHE))) return null;
  const cache = await caches.open(CACHE);
  const text = await cache.match(TEXT_KEY);
  if (!text) return null;
  const fields = (await text.json()) as Partial<Record<"title" | "text" | "url", unknown>>;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const image = await cache.match(IMAGE_KEY);
  return {
    title: str(fields.title),
    text: str(fields.text),
    url: str(fields.url),
    image: image ? await image.blob() : null,
  };
}

export async function forgetShared(): Promise<void> {
  if ("caches" in globalThis) await caches.delete(CACHE);
}

/** A post's body from what was shared: the text, then the link unless the text holds it already. */
export function sharedBody({ text, url }: Pick<SharedContent, "text" | "url">): string {
  return [text, url && !text.includes(url) ? url : ""].filter(Boolean).join("\n");
}
