// Ticking members one by one: a search over the device's members (name or code) with checkboxes.
import { useLingui } from "@lingui/react/macro";
import type { EntityId, MemberRow } from "../../../db";
import { memberName } from "../../../lib/libraryText";
import { normaliseText } from "../../../sync/search";
import { TickList } from "./TickList";

interface MemberPickerProps {
  members: MemberRow[];
  picked: EntityId[];
  onChange: (ids: EntityId[]) => void;
}

const searchOf = (m: MemberRow) => normaliseText(`${memberName(m)} ${m.member_code}`);
const codeOf = (m: MemberRow) => m.member_code;

export function MemberPicker({ members, picked, onChange }: MemberPickerProps) {
  const { t } = useLingui();
  return (
    <TickList
      rows={members}
      picked={picked}
      onChange={onChange}
      findLabel={t`Find members by name or code`}
      searchOf={searchOf}
      code={codeOf}
      name={memberName}
    />
  );
}
