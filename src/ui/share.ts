// Sharing a link: the system's share sheet (Web Share) where the device has one, else the link copied to the
// clipboard with a "Link copied" notice. Loaded on demand, by the share buttons and menu items.
import { msg } from "@lingui/core/macro";
import { toast } from "./toast";

export interface ShareData {
  title: string;
  text?: string;
  /** A path of this site ("/libraries/3") or a whole address. */
  url: string;
}

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

export async function shareLink(data: ShareData): Promise<ShareOutcome> {
  const url = new URL(data.url, location.origin).href;
  const full = { ...data, url };
  if (typeof navigator.share === "function" && (navigator.canShare?.(full) ?? true)) {
    try {
      await navigator.share(full);
      return "shared";
    } catch (error) {
      // The person closed the sheet; any other refusal (no user gesture left, a policy) falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast(msg`Link copied`, "success");
    return "copied";
  } catch {
    toast(msg`The link could not be copied: ${url}`, "error");
    return "failed";
  }
}
