// "Edit a copy": the add form's fields for one copy (only what changed is queued), its withdrawal or restoring,
// and an edit the server refused (422) shown under its fields to be sent again. Works offline.
import { useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookRow, EntityId } from "../../../db";
import { amendMutation, useOutbox } from "../../../sync";
import { editCopy } from "../../../sync/actions/copies";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { EmptyState } from "../../../ui/EmptyState";
import { Spinner } from "../../../ui/Spinner";
import { Screen } from "../../shell/Screen";
import { PendingMarkBadge } from "../../sync";
import { saveErrorMessage } from "../../sync/saveError";
import { NoDeskAccess } from "../circulation/NoDeskAccess";
import { changedFields, formOfCopy, serverFieldErrors, validateCopy } from "./copyForm";
import { CopyFormFields } from "./CopyFormFields";
import { CopyStatusPanel } from "./CopyStatusPanel";
import { formOfPayload } from "./formOfPayload";
import { IsbnField } from "./IsbnField";
import { useBooksDesk } from "./useBooksDesk";
import { useCopyForm } from "./useCopyForm";
import { useLibraryCopy } from "../../../sync/deskLists";
import "../circulation/circulation.css";
import "./books.css";

export function EditCopyScreen({ libraryId, copyId }: { libraryId: number; copyId: EntityId }) {
  const desk = useBooksDesk(libraryId);
  const copy = useLibraryCopy(libraryId, copyId);
  return (
    <Screen title={<Trans>Edit a copy</Trans>}>
      {desk.ready && !desk.canManage ? (
        <NoDeskAccess />
      ) : copy === undefined ? (
        <Spinner />
      ) : copy === null ? (
        <EmptyState>
          <Trans>This device holds no such copy of the library.</Trans>
        </EmptyState>
      ) : (
        <EditCopyForm key={copy.id} copy={copy} />
      )}
    </Screen>
  );
}

function EditCopyForm({ copy }: { copy: BookRow }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const refused = useOutbox().find(
    (r) =>
      r.kind === "copy.update" &&
      r.state === "failed" &&
      r.error?.status === 422 &&
      r.payload.id === copy.id,
  );
  const [original] = useState(() => formOfCopy(copy));
  const { values, errors, setValues, setErrors } = useCopyForm(
    () => (refused ? formOfPayload(refused, original) : original),
    () => serverFieldErrors(refused?.error?.fieldErrors),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const toList = () =>
    void navigate({ to: "/libraries/$id/desk/books", params: { id: String(copy.libraryId) } });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCopy(values, "edit");
    setErrors(found);
    if (Object.keys(found).length) return;
    const fields = changedFields(original, values);
    try {
      if (refused) await amendMutation(refused.id, { ...fields });
      else if (Object.keys(fields).length) await editCopy(copy.libraryId, copy.id, fields);
      toList();
    } catch (e) {
      setFailure(saveErrorMessage(i18n, e));
    }
  };

  const isbnError =
    errors.isbn && (typeof errors.isbn === "string" ? errors.isbn : i18n._(errors.isbn));
  return (
    <>
      <p className="copy-edit__head">
        <code>{copy.code}</code> <PendingMarkBadge pendingBy={copy.pendingBy} />
      </p>
      <CopyStatusPanel copy={copy} />
      <form className="desk-form copy-form" onSubmit={(e) => void save(e)} noValidate>
        {refused && (
          <Alert tone="error">
            <Trans>
              The server refused the last change: correct the marked fields and save again.
            </Trans>
          </Alert>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
        <CopyFormFields
          values={values}
          errors={errors}
          onChange={setValues}
          isbn={
            <IsbnField
              value={values.isbn}
              error={isbnError}
              note={null}
              onChange={(isbn) => setValues((v) => ({ ...v, isbn }))}
            />
          }
        />
        <div className="copy-form__actions">
          <Button type="submit">
            <Trans>Save</Trans>
          </Button>
          <Button variant="secondary" onClick={toList}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </>
  );
}
