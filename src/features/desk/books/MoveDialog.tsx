// Moves the chosen copies to one shelf and box in one go (queued; works offline).
import { useState, type FormEvent } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { EntityId } from "../../../db";
import { formatNumber } from "../../../i18n/format";
import { moveCopies } from "../../../sync/actions/copies";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Modal } from "../../../ui/Modal";
import { TextField } from "../../../ui/TextField";
import { saveErrorMessage } from "../../sync/saveError";

interface Props {
  libraryId: number;
  ids: EntityId[];
  onClose: () => void;
  onMoved: () => void;
}

export function MoveDialog({ libraryId, ids, onClose, onMoved }: Props) {
  const { t, i18n } = useLingui();
  const [shelf, setShelf] = useState("");
  const [box, setBox] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const count = formatNumber(ids.length);
  const move = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await moveCopies(libraryId, ids, shelf.trim() || null, box.trim() || null);
      onMoved();
    } catch (e) {
      setFailure(saveErrorMessage(i18n, e));
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={
        <Plural value={ids.length} one={`Move ${count} copy`} other={`Move ${count} copies`} />
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="copy-move-form">
            <Trans>Move</Trans>
          </Button>
        </>
      }
    >
      <form id="copy-move-form" className="desk-form" onSubmit={(e) => void move(e)} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <p className="desk-note">
          <Trans>Every chosen copy goes to this shelf and box. Left empty: none.</Trans>
        </p>
        <TextField
          label={t`New shelf`}
          autoComplete="off"
          value={shelf}
          onChange={(e) => setShelf(e.target.value)}
        />
        <TextField
          label={t`New box`}
          autoComplete="off"
          value={box}
          onChange={(e) => setBox(e.target.value)}
        />
      </form>
    </Modal>
  );
}
