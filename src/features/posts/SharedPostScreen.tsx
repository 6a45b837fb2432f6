// /share-target: text, a link or a picture shared from another app, opened as a new post on the reader's own
// timeline (sent at once, or queued like any post when offline). Closing it goes to the feed. What the service
// worker kept comes first; without it, the title, text and link the server passed on in the address.
import { useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useSession } from "../../session/session";
import { forgetShared, readShared } from "../../lib/shared-content";
import { emptyDraft, type PostDraft } from "../../sync/drafts";
import { Spinner } from "../../ui/Spinner";
import { Screen } from "../shell/Screen";
import { PostEditor } from "./dialogs";
import { draftOfShare, type PassedShare } from "./sharedDraft";

export function SharedPostScreen({ passed = {} }: { passed?: PassedShare }) {
  const me = useSession((s) => s.user);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PostDraft | null>(null);

  // Read once, as the page opens (the state never changes).
  const [opened] = useState(passed);
  useEffect(() => {
    let live = true;
    void readShared()
      .then((kept) => draftOfShare(kept, opened))
      .catch(() => emptyDraft())
      .then((d) => live && setDraft(d));
    return () => {
      live = false;
    };
  }, [opened]);

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
