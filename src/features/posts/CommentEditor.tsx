// Edits a comment in place: Enter (or Save) saves, Shift+Enter starts a new line, Esc (or Cancel) leaves it as it was.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type KeyboardEvent } from "react";
import type { CommentRow } from "../../db";
import { editComment } from "../../sync";
import { Button } from "../../ui/Button";
import { saveErrorMessage } from "../sync/saveError";

interface CommentEditorProps {
  comment: CommentRow;
  onDone: () => void;
}

export function CommentEditor({ comment, onDone }: CommentEditorProps) {
  const { t, i18n } = useLingui();
  const [body, setBody] = useState(comment.body);
  const [error, setError] = useState<string | null>(null);
  const text = body.trim();

  const save = async () => {
    if (!text) return;
    if (text === comment.body) return onDone();
    try {
      await editComment(comment.id, comment.post_id, text);
      onDone();
    } catch (e) {
      setError(saveErrorMessage(i18n, e));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onDone();
      return;
    }
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void save();
  };

  return (
    <div className="comment-edit">
      <textarea
        // The box takes focus as it opens, so typing and Esc work at once.
        autoFocus
        className="comment-composer__input"
        rows={2}
        value={body}
        aria-label={t`Edit your comment`}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={onKeyDown}
        dir="auto"
      />
      <div className="comment-edit__buttons">
        <Button variant="primary" disabled={!text} onClick={() => void save()}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
      {error && (
        <p className="comment-composer__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
