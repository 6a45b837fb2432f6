// Unsent post drafts, kept in the signed-in user's mirror (image included) until posted or discarded.
import { hasMirror, mirror } from "../db";
import { metaKeys } from "./keys";

export interface PostDraft {
  title: string;
  body: string;
  videoUrl: string;
  image: Blob | null;
}

export const emptyDraft = (): PostDraft => ({ title: "", body: "", videoUrl: "", image: null });

export async function loadDraft(name: string): Promise<PostDraft | null> {
  if (!hasMirror()) return null;
  const row = await mirror().meta.get(metaKeys.postDraft(name));
  return (row?.value as PostDraft | undefined) ?? null;
}

/**
 * Keeps the draft; false when the device would not store it (full storage): the text stays in the open
 * editor, and posting it says why it could not be saved.
 */
export async function saveDraft(name: string, draft: PostDraft): Promise<boolean> {
  if (!hasMirror()) return false;
  const empty = !draft.title.trim() && !draft.body.trim() && !draft.videoUrl.trim() && !draft.image;
  try {
    if (empty) await mirror().meta.delete(metaKeys.postDraft(name));
    else await mirror().meta.put({ key: metaKeys.postDraft(name), value: draft });
    return true;
  } catch {
    return false;
  }
}

export async function clearDraft(name: string): Promise<void> {
  if (hasMirror()) await mirror().meta.delete(metaKeys.postDraft(name));
}
