// The box at the top of a timeline that opens the post dialog, and the posts the server refused.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Timeline } from "../../api/posts";
import { useSession } from "../../session/session";
import { discardMutation } from "../../sync";
import { Button } from "../../ui/Button";
import { AuthorAvatar } from "../posts/Author";
import { saveDraft } from "../../sync/drafts";
import { FailedWrite } from "../posts/failures";
import { PostEditor, preloadOnIntent } from "../posts/dialogs";
import { saveErrorMessage } from "../sync/saveError";
import { useFailedMutations } from "../posts/useFailedMutations";
import "./feed.css";

const sameTimeline = (a: unknown, b: Timeline) =>
  typeof a === "object" &&
  a !== null &&
  (a as Timeline).type === b.type &&
  (a as Timeline).id === b.id;

export function StartDiscussion({ timeline }: { timeline: Timeline }) {
  const user = useSession((s) => s.user);
  const [open, setOpen] = useState(false);
  const failed = useFailedMutations("post.create", (p) => sameTimeline(p.timeline, timeline));

  const { i18n } = useLingui();
  const [editError, setEditError] = useState<string | null>(null);

  /**
   * Puts a refused post back in the dialog to fix it, and drops the refused copy. When the device cannot
   * store the draft (full storage), the refused copy stays with the reason, so its text is not lost.
   */
  const editFailed = async (row: (typeof failed)[number]) => {
    const p = row.payload as { title?: string | null; body?: string; image?: Blob | null };
    const kept = await saveDraft(`new:${timeline.type}:${timeline.id}`, {
      title: p.title ?? "",
      body: p.body ?? "",
      videoUrl: "",
      image: p.image ?? null,
    });
    if (!kept) {
      setEditError(saveErrorMessage(i18n, null));
      return;
    }
    setEditError(null);
    setOpen(true);
    await discardMutation(row.id).catch((error: unknown) =>
      setEditError(saveErrorMessage(i18n, error)),
    );
  };

  return (
    <section className="start-discussion" data-testid="start-discussion">
      <div className="start-discussion__box">
        {user && <AuthorAvatar user={user} />}
        <button
          type="button"
          className="start-discussion__open"
          onClick={() => setOpen(true)}
          {...preloadOnIntent(PostEditor)}
        >
          <Trans>Start a discussion…</Trans>
        </button>
      </div>
      {failed.map((row) => (
        <FailedWrite
          key={row.id}
          row={row}
          extra={
            <Button
              variant="secondary"
              onClick={() => void editFailed(row)}
              {...preloadOnIntent(PostEditor)}
            >
              <Trans>Edit</Trans>
            </Button>
          }
        >
          {String(row.payload.body ?? "")}
        </FailedWrite>
      ))}
      {editError && (
        <p className="post-editor__error" role="alert">
          {editError}
        </p>
      )}
      {open && <PostEditor timeline={timeline} onClose={() => setOpen(false)} />}
    </section>
  );
}
