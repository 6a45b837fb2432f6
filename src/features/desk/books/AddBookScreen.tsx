// "Add a book": catalogue N copies of a title with consecutive codes, online or offline. A known ISBN fills the
// form; after saving the form is cleared (shelf and box stay) and names the codes added, for the next book.
import { useRef, useState, type FormEvent } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { OutboxRow } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { amendMutation } from "../../../sync";
import { codeAfter } from "../../../sync/engine";
import { addCopies, uploadCopyCover } from "../../../sync/actions/copies";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/TextField";
import { Screen } from "../../shell/Screen";
import { saveErrorMessage } from "../../sync/saveError";
import { NoDeskAccess } from "../circulation/NoDeskAccess";
import { codesFrom, rangeText } from "./codeRange";
import {
  copiesOf,
  emptyCopyForm,
  fieldsOfForm,
  serverFieldErrors,
  validateCopy,
  withCatalogueBook,
  type CopyFormErrors,
} from "./copyForm";
import { CopyFormFields } from "./CopyFormFields";
import { CoverField } from "./CoverField";
import { formOfPayload } from "./formOfPayload";
import { IsbnField } from "./IsbnField";
import { RefusedAdds, codesOfRow, useRefusedAdds } from "./RefusedAdds";
import { useBooksDesk } from "./useBooksDesk";
import { useCopyForm } from "./useCopyForm";
import { useIsbnLookup } from "./useIsbnLookup";
import "./books.css";

type CoverState = "sending" | "sent" | "failed";

export function AddBookScreen({ libraryId }: { libraryId: number }) {
  const desk = useBooksDesk(libraryId);
  if (desk.ready && !desk.canManage) {
    return (
      <Screen title={<Trans>Add a book</Trans>}>
        <NoDeskAccess />
      </Screen>
    );
  }
  return (
    <Screen title={<Trans>Add a book</Trans>}>
      <AddBookForm libraryId={libraryId} nextCode={desk.nextBookCode} />
    </Screen>
  );
}

function AddBookForm({ libraryId, nextCode }: { libraryId: number; nextCode: string }) {
  const { t, i18n } = useLingui();
  const { values, errors, setValues, setErrors } = useCopyForm(() => emptyCopyForm(nextCode));
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [knownCover, setKnownCover] = useState<string | null>(null);
  const [fixing, setFixing] = useState<OutboxRow | null>(null);
  const [added, setAdded] = useState<{ codes: string[]; cover?: CoverState } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isbnRef = useRef<HTMLInputElement>(null);
  const refused = useRefusedAdds(libraryId);

  // The desk's next code may arrive after the first render (a fresh device): it fills an empty code field.
  const [offered, setOffered] = useState(nextCode);
  if (offered !== nextCode) {
    setOffered(nextCode);
    if (nextCode && !values.book_code) setValues({ ...values, book_code: nextCode });
  }

  const note = useIsbnLookup(values.isbn, (book) => {
    setValues((v) => withCatalogueBook(v, book));
    setKnownCover(book.coverUrl);
  });

  const n = copiesOf(values);
  const codes =
    Number.isInteger(n) && n > 1 && values.book_code.trim()
      ? codesFrom(fieldsOfForm(values).book_code, n)
      : [];

  const fix = (row: OutboxRow) => {
    setFixing(row);
    setAdded(null);
    setValues(formOfPayload(row));
    setErrors(serverFieldErrors(row.error?.fieldErrors));
  };

  const sendCover = (firstId: string, cover: Blob) => {
    setAdded((a) => a && { ...a, cover: "sending" });
    uploadCopyCover(libraryId, firstId, cover).then(
      (url) => setAdded((a) => a && { ...a, cover: url ? "sent" : "failed" }),
      () => setAdded((a) => a && { ...a, cover: "failed" }),
    );
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCopy(values, "add");
    setErrors(found);
    if (Object.keys(found).length) return;
    const fields = fieldsOfForm(values);
    setFailure(null);
    try {
      let done: string[];
      if (fixing) {
        await amendMutation(fixing.id, { ...fields });
        done = codesOfRow({ ...fixing, payload: { ...fixing.payload, ...fields } });
      } else {
        done = codesFrom(fields.book_code, n);
        const ids = await addCopies({ libraryId, ...fields, cover_url: knownCover, copies: n });
        if (photo && navigator.onLine) sendCover(ids[0]!, photo);
      }
      setAdded({ codes: done });
      setFixing(null);
      setPhoto(null);
      setKnownCover(null);
      setValues({
        ...emptyCopyForm(codeAfter(done[done.length - 1]!)),
        shelf_number: values.shelf_number,
        box_number: values.box_number,
      });
      isbnRef.current?.focus();
    } catch (e) {
      setFailure(saveErrorMessage(i18n, e));
    }
  };

  const range = added ? rangeText(added.codes) : "";
  const count = formatNumber(codes.length);
  const willTake = rangeText(codes);
  const errorText = (e: CopyFormErrors["isbn"]) =>
    e === undefined ? undefined : typeof e === "string" ? e : i18n._(e);
  return (
    <form className="desk-form copy-form" onSubmit={(e) => void save(e)} noValidate>
      <RefusedAdds rows={refused.filter((r) => r.id !== fixing?.id)} onFix={fix} />
      {added && (
        <Alert tone="success" onDismiss={() => setAdded(null)}>
          <span data-testid="books-added">
            <Trans>Added {range}</Trans>
          </span>
          {added.cover === "sending" && (
            <>
              {" "}
              <Trans>Sending the cover photo…</Trans>
            </>
          )}
          {added.cover === "sent" && (
            <>
              {" "}
              <Trans>Cover photo sent.</Trans>
            </>
          )}
          {added.cover === "failed" && (
            <>
              {" "}
              <Trans>The cover photo could not be sent; add it again from the book’s page.</Trans>
            </>
          )}
        </Alert>
      )}
      {fixing && (
        <Alert tone="info">
          <Trans>Fixing a refused book: correct the marked fields and add it again.</Trans>
        </Alert>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <CopyFormFields
        values={values}
        errors={errors}
        onChange={setValues}
        isbn={
          <IsbnField
            inputRef={isbnRef}
            value={values.isbn}
            error={errorText(errors.isbn)}
            note={note}
            onChange={(isbn) => setValues((v) => ({ ...v, isbn }))}
          />
        }
        codeHint={
          codes.length > 1 ? (
            <span data-testid="code-range">
              <Plural
                value={codes.length}
                one={`${count} copy: ${willTake}`}
                other={`${count} copies: ${willTake}`}
              />
            </span>
          ) : (
            t`Suggested: the library’s next free code.`
          )
        }
        copies={
          <TextField
            label={t`Copies`}
            inputMode="numeric"
            autoComplete="off"
            disabled={!!fixing}
            value={values.copies}
            error={errorText(errors.copies)}
            onChange={(e) => setValues((v) => ({ ...v, copies: e.target.value }))}
          />
        }
      />
      {!fixing && <CoverField photo={photo} knownUrl={knownCover} onChange={setPhoto} />}
      <div className="copy-form__actions">
        <Button type="submit">
          {fixing ? <Trans>Send again</Trans> : <Trans>Add the book</Trans>}
        </Button>
        {fixing && (
          <Button
            variant="secondary"
            onClick={() => {
              setFixing(null);
              setErrors({});
              setValues(emptyCopyForm(nextCode));
            }}
          >
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
