// A new post's draft from what another app shared: its title, its text and link, its picture shrunk as a chosen
// one is (a file that is not a picture is left out).
import { sharedBody, type SharedContent } from "../../lib/shared-content";
import type { PostDraft } from "../../sync/drafts";
import { prepareImage } from "./prepareImage";

export async function sharedDraft(shared: SharedContent): Promise<PostDraft> {
  let image: Blob | null = null;
  if (shared.image) {
    const file = new File([shared.image], "shared", { type: shared.image.type });
    image = await prepareImage(file).catch(() => null);
  }
  return { title: shared.title, body: sharedBody(shared), videoUrl: "", image };
}
