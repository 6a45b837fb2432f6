// Writes a comment: Enter sends, Shift+Enter starts a new line; works offline (the comment waits to send).
import { useLingui } from "@lingui/react/macro";
import { useState, type KeyboardEvent } from "react";
import { addComment } from "../../sync";
import { saveErrorMessage } from "../sync/saveError";

/** The id of a post's comment box, so the Comment button can focus it. */
export const commentBoxId = (postId: number | string) => `comment-box-${postId}`;

export function CommentComposer({ postId }: { postId: number | string }) {
  const { t, i18n } = useLingui();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    const text = body.trim();
    if (!text) return;
    try {
      await addComment(postId, text);
      setBody("");
      setError(null);
    } catch (e) {
      setError(saveErrorMessage(i18n, e));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <div className="comment-composer">
      <textarea
        id={commentBoxId(postId)}
        className="comment-composer__input"
        rows={1}
        value={body}
        aria-label={t`Write a comment`}
        placeholder={t`Write a comment… (Enter to send)`}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={onKeyDown}
        dir="auto"
      />
      {error && (
        <p className="comment-composer__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
