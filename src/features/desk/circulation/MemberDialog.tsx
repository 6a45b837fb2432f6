// Adds a walk-in member (with a photo from the camera, queued to follow the member to the server) or edits
// one; an existing member can be deactivated or reactivated here.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { MemberRow } from "../../../db";
import { memberName } from "../../../lib/libraryText";
import { useOnline } from "../../../lib/useOnline";
import { addMember, editMember, queueMemberPhoto } from "../../../sync/actions/desk";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Modal } from "../../../ui/Modal";
import { saveErrorMessage } from "../../sync/saveError";
import {
  emptyMemberForm,
  mobileOf,
  validateMember,
  type MemberFormErrors,
  type MemberFormValues,
} from "./memberForm";
import { MemberFormFields } from "./MemberFormFields";
import { PhotoCapture } from "../members/PhotoCapture";

interface Props {
  libraryId: number;
  member: MemberRow | null;
  onClose: () => void;
}

const formOf = (m: MemberRow): MemberFormValues => ({
  first_name: m.first_name,
  surname: m.surname ?? "",
  mobile: m.mobile ?? "",
  address: m.address ?? "",
  member_code: m.member_code,
});

export function MemberDialog({ libraryId, member, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(member ? formOf(member) : emptyMemberForm);
  const [errors, setErrors] = useState<MemberFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preparing, setPreparing] = useState(false);
  const online = useOnline();
  const formId = "desk-member-form";

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateMember(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const walkIn = {
      first_name: values.first_name.trim(),
      surname: values.surname.trim() || null,
      mobile: mobileOf(values.mobile),
      address: values.address.trim() || null,
    };
    try {
      if (member) {
        await editMember(member, {
          ...walkIn,
          member_code: values.member_code.trim().toUpperCase() || member.member_code,
        });
      } else {
        const added = await addMember({
          libraryId,
          reader: walkIn,
          memberCode: values.member_code.trim().toUpperCase() || undefined,
        });
        // Queued behind the add: sent once the member is on the server, kept through reloads.
        if (photo)
          await queueMemberPhoto(
            libraryId,
            added.id,
            memberName({ ...walkIn, nickname: null }),
            photo,
          );
      }
      onClose();
    } catch (e) {
      setFailure(saveErrorMessage(i18n, e));
    }
  };

  const toggleActive = async () => {
    if (!member) return;
    try {
      await editMember(member, { active: member.active === false });
      onClose();
    } catch (e) {
      setFailure(saveErrorMessage(i18n, e));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={member ? <Trans>Edit member</Trans> : <Trans>Add a walk-in member</Trans>}
      footer={
        <>
          {member && (
            <Button
              variant={member.active === false ? "secondary" : "danger"}
              onClick={() => void toggleActive()}
            >
              {member.active === false ? <Trans>Reactivate</Trans> : <Trans>Deactivate</Trans>}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} disabled={preparing}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} className="desk-form" onSubmit={(e) => void save(e)} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <MemberFormFields
          values={values}
          errors={errors}
          onChange={setValues}
          codeHint={member ? undefined : t`Left empty: the next free code.`}
        />
        {!member && <PhotoCapture onChange={setPhoto} onPreparing={setPreparing} />}
        {!member && photo && !online && (
          <p className="desk-note">
            <Trans>Offline, the photo waits on this device and is sent after the member.</Trans>
          </p>
        )}
      </form>
    </Modal>
  );
}
