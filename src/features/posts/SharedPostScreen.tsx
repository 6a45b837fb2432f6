// /share-target: text, a link or a picture shared from another app, opened as a new post on the reader's own
// timeline (sent at once, or queued like any post when offline). Closing it goes to the feed.
import { useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useSession } from "../../session/session";
import { forgetShared, readShared } from "../../lib/shared-content";
import { emptyDraft, type PostDraft } from "../../sync/drafts";
import { Spinner } from "../../ui/Spinner";
import { Screen } from "../shell/Screen";
import { PostEditor } from "./dialogs";
import { sharedDraft } from "./sharedDraft";

export function SharedPostScreen() {
  const me = useSession((s) => s.user);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PostDraft | null>(null);

  useEffect(() => {
    let live = true;
    void readShared()
      .then((shared) => (shared ? sharedDraft(shared) : emptyDraft()))
      .catch(() => emptyDraft())
      .then((d) => live && setDraft(d));
    return () => {
      live = false;
    };
  }, []);

  const close = () => {
    void forgetShared();
    void navigate({ to: "/" });
  };

  return (
    <Screen title={<Trans>New post</Trans>}>
      {me && draft ? (
        <PostEditor timeline={{ type: "user", id: me.id }} shared={draft} onClose={close} />
      ) : (
        <Spinner />
      )}
    </Screen>
  );
}
