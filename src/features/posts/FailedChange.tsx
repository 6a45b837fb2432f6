// One refused change to a post already on screen (an edit, a delete, a like): what it was, and its FailedWrite.
import { useLingui } from "@lingui/react/macro";
import type { OutboxRow } from "../../db";
import { mutationExcerpt, mutationLabel } from "../sync/describeMutation";
import { FailedWrite } from "./FailedWrite";

export function FailedChange({ row }: { row: OutboxRow }) {
  const { i18n } = useLingui();
  const excerpt = mutationExcerpt(row);
  return (
    <FailedWrite row={row}>
      <strong>{i18n._(mutationLabel(row))}</strong>
      {excerpt && <>: {excerpt}</>}
    </FailedWrite>
  );
}
