// The staff's book list at the desk, from the device (offline too): search, each copy's state and pending
// mark, edit, and a selection of copies moved to another shelf/box at once.
import { useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { BookRow, EntityId } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { searchDeskCopies, useLibraryCopies } from "../../../sync/deskLists";
import { Button } from "../../../ui/Button";
import { Spinner } from "../../../ui/Spinner";
import { TextField } from "../../../ui/TextField";
import { Screen } from "../../shell/Screen";
import { PendingMarkBadge } from "../../sync";
import { NoDeskAccess } from "../circulation/NoDeskAccess";
import { CopyStatusLabel } from "./CopyStatusLabel";
import { MoveDialog } from "./MoveDialog";
import { useBooksDesk } from "./useBooksDesk";
import "../circulation/circulation.css";
import "./books.css";

/** Rows drawn at once; a search narrows the rest. */
const SHOWN = 100;

export function DeskBooksScreen({ libraryId }: { libraryId: number }) {
  const desk = useBooksDesk(libraryId);
  const id = String(libraryId);
  return (
    <Screen
      title={<Trans>Books</Trans>}
      actions={
        desk.canManage && (
          <Link
            to="/libraries/$id/desk/books/new"
            params={{ id }}
            className="ui-button ui-button--primary"
          >
            <Trans>Add a book</Trans>
          </Link>
        )
      }
    >
      {desk.ready && !desk.canManage ? <NoDeskAccess /> : <BookList libraryId={libraryId} />}
    </Screen>
  );
}

function BookList({ libraryId }: { libraryId: number }) {
  const { t } = useLingui();
  const copies = useLibraryCopies(libraryId);
  const [term, setTerm] = useState("");
  const [chosen, setChosen] = useState<Set<EntityId>>(new Set());
  const [moving, setMoving] = useState(false);
  const matching = useMemo(() => searchDeskCopies(copies ?? [], term), [copies, term]);
  if (!copies) return <Spinner />;
  // A copy that was sent meanwhile has another id: only copies still listed stay chosen.
  const ids = copies.filter((c) => chosen.has(c.id)).map((c) => c.id);
  const toggle = (copyId: EntityId) =>
    setChosen((was) => {
      const next = new Set(was);
      if (!next.delete(copyId)) next.add(copyId);
      return next;
    });
  const picked = formatNumber(ids.length);
  return (
    <>
      <TextField
        label={t`Search books`}
        hint={t`Title, author or book code`}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <p className="desk-note" role="status">
        <Plural value={matching.length} one="# copy" other="# copies" />
      </p>
      <ul className="desk-list" aria-label={t`Copies`}>
        {matching.slice(0, SHOWN).map((b) => (
          <CopyItem
            key={b.id}
            libraryId={libraryId}
            copy={b}
            chosen={chosen.has(b.id)}
            onToggle={() => toggle(b.id)}
          />
        ))}
      </ul>
      {matching.length > SHOWN && (
        <p className="desk-note">
          <Trans>Search to find the others.</Trans>
        </p>
      )}
      <div className="desk-books__bar">
        <span>
          <Trans>{picked} chosen</Trans>
        </span>
        <Button disabled={!ids.length} onClick={() => setMoving(true)}>
          <Trans>Move to shelf/box</Trans>
        </Button>
        {ids.length > 0 && (
          <Button variant="link" onClick={() => setChosen(new Set())}>
            <Trans>Clear the choice</Trans>
          </Button>
        )}
      </div>
      {moving && (
        <MoveDialog
          libraryId={libraryId}
          ids={ids}
          onClose={() => setMoving(false)}
          onMoved={() => {
            setMoving(false);
            setChosen(new Set());
          }}
        />
      )}
    </>
  );
}

interface ItemProps {
  libraryId: number;
  copy: BookRow;
  chosen: boolean;
  onToggle: () => void;
}

function CopyItem({ libraryId, copy, chosen, onToggle }: ItemProps) {
  const { t } = useLingui();
  const code = copy.code;
  const shelf = copy.shelf ?? "–";
  const box = copy.box ?? "–";
  return (
    <li className="desk-books__item" data-testid="desk-copy" data-code={code}>
      <input type="checkbox" checked={chosen} onChange={onToggle} aria-label={t`Choose ${code}`} />
      <div className="desk-list__text">
        <p>
          <strong>{copy.title}</strong> <code>{code}</code>
        </p>
        <p>
          {copy.authors.join(", ")}{" "}
          <span className="desk-note">
            <Trans>
              Shelf: {shelf} · Box: {box}
            </Trans>
          </span>
        </p>
        <CopyStatusLabel copy={copy} />
      </div>
      <PendingMarkBadge pendingBy={copy.pendingBy} />
      <Link
        to="/libraries/$id/desk/books/$copyId"
        params={{ id: String(libraryId), copyId: String(copy.id) }}
        className="ui-button ui-button--secondary"
        aria-label={t`Edit ${code}`}
      >
        <Trans>Edit</Trans>
      </Link>
    </li>
  );
}
