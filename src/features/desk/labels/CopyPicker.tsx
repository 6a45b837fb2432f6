// Ticking copies one by one: a search over the device's copies (title, author or code) with checkboxes.
import { useLingui } from "@lingui/react/macro";
import type { BookRow, EntityId } from "../../../db";
import { normaliseText } from "../../../sync/search";
import { TickList } from "./TickList";

interface CopyPickerProps {
  copies: BookRow[];
  picked: EntityId[];
  onChange: (ids: EntityId[]) => void;
}

const searchOf = (c: BookRow) =>
  c.search ?? normaliseText(`${c.title} ${c.authors.join(" ")} ${c.code}`);
const codeOf = (c: BookRow) => c.code;
const titleOf = (c: BookRow) => c.title;

export function CopyPicker({ copies, picked, onChange }: CopyPickerProps) {
  const { t } = useLingui();
  return (
    <TickList
      rows={copies}
      picked={picked}
      onChange={onChange}
      findLabel={t`Find copies by title, author or code`}
      searchOf={searchOf}
      code={codeOf}
      name={titleOf}
    />
  );
}
