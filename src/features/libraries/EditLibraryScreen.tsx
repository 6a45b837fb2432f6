// /libraries/{id}/edit: edit a library's details, or delete it. A library the server does not know
// (404) sends the user to their libraries (SPEC §8).
import { Trans } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { isApiError } from "../../sync/errors";
import type { Library } from "../../api/schemas";
import { useDocumentTitle } from "../../app/title";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Spinner } from "../../ui/Spinner";
import { EmptyState } from "../../ui/EmptyState";
import { Screen } from "../shell/Screen";
import { useWriteKey } from "./idempotency";
import {
  deleteLibrary,
  forgetLibrary,
  refreshLibrary,
  storedLibrary,
  updateLibrary,
} from "../../sync/libraries";
import { formToBody, libraryToForm } from "./libraryForm";
import { LibraryForm } from "./LibraryForm";
import "./libraries.css";

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

export function EditLibraryScreen({ id }: { id: number }) {
  const navigate = useNavigate();
  const [library, setLibrary] = useState<Library | null | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const withSaveKey = useWriteKey();
  const withDeleteKey = useWriteKey();
  useDocumentTitle(library?.title);

  useEffect(() => {
    let live = true;
    const toMine = () => void navigate({ to: "/libraries/my-libraries", replace: true });
    refreshLibrary(id).then(
      (answer) => {
        if (live) setLibrary(answer);
      },
      async (error: unknown) => {
        if (!live) return;
        if (isNotFound(error)) return toMine();
        // Unreachable: show the stored copy (saving waits for the network).
        const stored = await storedLibrary(id);
        if (live) setLibrary(stored ?? null);
      },
    );
    return () => {
      live = false;
    };
  }, [id, navigate]);

  const remove = async () => {
    setDeleting(true);
    try {
      await withDeleteKey((key) => deleteLibrary(id, key));
      await navigate({ to: "/libraries/my-libraries", replace: true });
    } catch (error) {
      setConfirming(false);
      if (isNotFound(error)) {
        await forgetLibrary(id);
        await navigate({ to: "/libraries/my-libraries", replace: true });
      } else setDeleteFailed(true);
    } finally {
      setDeleting(false);
    }
  };

  if (library === undefined)
    return (
      <Screen title={<Trans>Edit library</Trans>}>
        <div className="library-loading">
          <Spinner />
        </div>
      </Screen>
    );
  if (library === null)
    return (
      <Screen title={<Trans>Edit library</Trans>}>
        <EmptyState>
          <Trans>Connect to the internet to edit this library.</Trans>
        </EmptyState>
      </Screen>
    );

  const name = library.title;
  return (
    <Screen title={<Trans>Edit library</Trans>} lead={name}>
      {deleteFailed && (
        <Alert tone="error" onDismiss={() => setDeleteFailed(false)}>
          <Trans>Internal error, unable to delete contact.</Trans>
        </Alert>
      )}
      <LibraryForm
        initial={libraryToForm(library)}
        submitLabel={<Trans>Save changes</Trans>}
        onSubmit={async (values) => {
          await withSaveKey((key) => updateLibrary(id, formToBody(values), key));
          await navigate({ to: "/libraries/$id", params: { id: String(id) } });
        }}
      >
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trans>Delete library</Trans>
        </Button>
      </LibraryForm>
      <ConfirmDialog
        open={confirming}
        danger
        busy={deleting}
        title={<Trans>Delete {name}?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <Trans>
          The library's page, books, members and posts will be removed for everyone. This cannot be
          undone.
        </Trans>
      </ConfirmDialog>
    </Screen>
  );
}
