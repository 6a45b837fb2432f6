// The create/edit post dialog: body required, optional title, picture (shrunk on the device, previewed)
// and video link. The draft survives closing the dialog or the app until it is posted or discarded.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Timeline } from "../../api/posts";
import type { PostRow } from "../../db";
import { videoEmbedUrl } from "../../lib/videoLinks";
import { createPost, editPost } from "../../sync";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { TextArea } from "../../ui/TextArea";
import { TextField } from "../../ui/TextField";
import { clearDraft, emptyDraft, loadDraft, saveDraft, type PostDraft } from "../../sync/drafts";
import { ImageChooser } from "./ImageChooser";
import { saveErrorMessage } from "../sync/saveError";

interface PostEditorProps {
  /** Where a new post goes; for an edit, the post's own timeline. */
  timeline: Timeline;
  /** The post being edited; a new post when absent. */
  post?: PostRow;
  /** A new post filled with what another app shared (kept as a draft of its own). */
  shared?: PostDraft;
  onClose: () => void;
}

export function PostEditor({ timeline, post, shared, onClose }: PostEditorProps) {
  const { t, i18n } = useLingui();
  const draftName = post
    ? `edit:${post.id}`
    : `${shared ? "shared" : "new"}:${timeline.type}:${timeline.id}`;
  const [draft, setDraft] = useState<PostDraft>(
    () =>
      shared ??
      (post ? { ...emptyDraft(), title: post.title ?? "", body: post.body } : emptyDraft()),
  );
  const [errors, setErrors] = useState<{ body?: string; videoUrl?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  const touched = useRef(false);

  // Bring back what was left unsent last time (what was shared is newer).
  useEffect(() => {
    if (shared) return;
    let live = true;
    void loadDraft(draftName).then((saved) => {
      if (live && saved && !touched.current) setDraft(saved);
    });
    return () => {
      live = false;
    };
  }, [draftName, shared]);

  const change = (fields: Partial<PostDraft>) => {
    touched.current = true;
    setDraft((d) => {
      const next = { ...d, ...fields };
      void saveDraft(draftName, next);
      return next;
    });
    setErrors((e) => ({
      ...e,
      ...Object.fromEntries(Object.keys(fields).map((k) => [k, undefined])),
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = draft.body.trim();
    const videoUrl = draft.videoUrl.trim();
    const next: typeof errors = {};
    if (!body) next.body = t`Write something to post.`;
    if (videoUrl && !videoEmbedUrl(videoUrl)) next.videoUrl = t`Use a YouTube or Vimeo link.`;
    if (next.body || next.videoUrl) {
      setErrors(next);
      return;
    }
    setSaving(true);
    try {
      const title = draft.title.trim() || null;
      if (post) {
        await editPost(post.id, timeline, { title, body, image: draft.image });
      } else {
        await createPost({ timeline, title, body, image: draft.image, videoUrl: videoUrl || null });
      }
      await clearDraft(draftName);
      onClose();
    } catch (e) {
      setErrors({ form: saveErrorMessage(i18n, e) });
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    void clearDraft(draftName);
    onClose();
  };

  const formId = `post-editor-${draftName}`;
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!saving}
      title={post ? <Trans>Edit post</Trans> : <Trans>Start a discussion</Trans>}
      footer={
        <>
          <Button variant="link" onClick={discard} disabled={saving}>
            {post ? <Trans>Cancel</Trans> : <Trans>Discard</Trans>}
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {post ? <Trans>Save</Trans> : <Trans>Post</Trans>}
          </Button>
        </>
      }
    >
      <form id={formId} className="post-editor" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={<Trans>Title (optional)</Trans>}
          value={draft.title}
          maxLength={255}
          onChange={(e) => change({ title: e.target.value })}
          dir="auto"
        />
        <TextArea
          label={<Trans>What would you like to discuss?</Trans>}
          value={draft.body}
          required
          minRows={4}
          maxRows={6}
          error={errors.body}
          onChange={(e) => change({ body: e.target.value })}
          dir="auto"
        />
        {!post && (
          <TextField
            label={<Trans>Video link (optional)</Trans>}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            value={draft.videoUrl}
            error={errors.videoUrl}
            onChange={(e) => change({ videoUrl: e.target.value })}
          />
        )}
        <ImageChooser
          image={draft.image}
          currentUrl={post?.image_url ?? null}
          onChange={(image) => change({ image })}
        />
        {errors.form && (
          <p className="post-editor__error" role="alert">
            {errors.form}
          </p>
        )}
      </form>
    </Modal>
  );
}
