// A new post's draft from what another app shared: its title, its text and link, its picture shrunk as a chosen
// one is (a file that is not a picture is left out).
import { sharedBody, type SharedContent } from "../../lib/shared-content";
import { emptyDraft, type PostDraft } from "../../sync/drafts";
import { prepareImage } from "./prepareImage";

export async function sharedDraft(shared: SharedContent): Promise<PostDraft> {
  let image: Blob | null = null;
  if (shared.image) {
    const file = new File([shared.image], "shared", { type: shared.image.type });
    image = await prepareImage(file).catch(() => null);
  }
  return { title: shared.title, body: sharedBody(shared), videoUrl: "", image };
}

/** The text fields the server passed on in the page's address, when no service worker kept the share. */
export type PassedShare = Partial<Record<"title" | "text" | "url", string>>;

/** The draft of the share page: what the worker kept, else what the address holds, else an empty post. */
export function draftOfShare(kept: SharedContent | null, passed: PassedShare): Promise<PostDraft> {
  if (kept) return sharedDraft(kept);
  const { title = "", text = "", url = "" } = passed;
  if (!title && !text && !url) return Promise.resolve(emptyDraft());
  return sharedDraft({ title, text, url, image: null });
}
