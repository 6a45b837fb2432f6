// Edit my profile (/users/edit-me): the fields of SPEC §2, saved through the outbox so it works offline;
// the server's field errors show under the fields; a new mobile or email waits for its code.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { fetchMe } from "../../online/account";
import type { ProfileFields } from "../../api/profile";
import type { User } from "../../api/schemas";
import { useOnline } from "../../lib/useOnline";
import { useSession } from "../../session/session";
import { useSyncStore } from "../../sync/engine";
import { Alert, Button, DateField, SelectField, TextField } from "../../ui";
import { Link } from "../../ui/Link";
import { Screen } from "../shell/Screen";
import { ContactConfirm } from "./ContactConfirm";
import { ProfilePictures } from "./ProfilePictures";
import {
  changedFields,
  formFromUser,
  normaliseMobile,
  validateProfile,
  type ProfileField,
  type ProfileForm,
} from "./profileForm";
import { useProfileSave } from "../../sync/profileSave";
import { profileOnDevice } from "../../sync/kinds/profileOnDevice";
import "./profile.css";

export function EditProfileScreen() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const navigate = useNavigate();
  const online = useOnline();
  const replaying = useSyncStore((s) => s.replaying);
  const user = useSession((s) => s.user);
  const { status, queued, error, save } = useProfileSave(user?.id);
  const queuedFields = queued?.payload.fields as ProfileFields | undefined;
  const [form, setForm] = useState<ProfileForm>(() => formFromUser(user, queuedFields));
  const [touched, setTouched] = useState(false);
  const [showedQueued, setShowedQueued] = useState(queuedFields !== undefined);
  const [local, setLocal] = useState<Partial<Record<ProfileField, string>>>({});
  const [cleared, setCleared] = useState<Set<string>>(new Set());
  const [working, setWorking] = useState(false);
  const baseline = useRef(formFromUser(user));

  // An edit still queued from an earlier visit shows once it has been read from the device.
  if (!showedQueued && !touched && queuedFields) {
    setShowedQueued(true);
    setForm(formFromUser(user, queuedFields));
  }

  // Saved: the session takes the server's copy of the profile (or the saved fields), then show it.
  const lastSent = useRef<ProfileFields>({});
  useEffect(() => {
    if (status !== "saved") return;
    let live = true;
    void fetchMe()
      .catch(() => {
        const current = useSession.getState().user;
        return current
          ? ({ ...current, ...profileOnDevice(current, lastSent.current) } as User)
          : null;
      })
      .then((me) => {
        if (!live) return;
        if (me) useSession.getState().setUser(me);
        void navigate({ to: "/users/me" });
      });
    return () => {
      live = false;
    };
  }, [status, navigate]);

  const serverErrors = error?.fieldErrors ?? {};
  const fieldError = (field: ProfileField) =>
    local[field] ?? (cleared.has(field) ? undefined : serverErrors[field]);

  const edit = (field: ProfileField, value: string) => {
    setTouched(true);
    setForm((f) => ({ ...f, [field]: value }));
    setLocal((l) => ({ ...l, [field]: undefined }));
    setCleared((c) => new Set(c).add(field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    const problems = validateProfile(form);
    setLocal(Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, i18n._(m)])));
    if (Object.keys(problems).length > 0) return;
    const fields = changedFields(baseline.current, form);
    if (Object.keys(fields).length === 0 && status !== "failed") {
      void navigate({ to: "/users/me" });
      return;
    }
    setWorking(true);
    try {
      lastSent.current = fields;
      await save(fields);
      setCleared(new Set());
      setTouched(true);
    } finally {
      setWorking(false);
    }
  };

  // A number or email just confirmed shows in its field, unless the reader has typed something else there.
  const confirmed = (field: "mobile" | "email", me: User) => {
    const before = baseline.current[field];
    baseline.current = { ...baseline.current, [field]: me[field] ?? "" };
    setForm((f) => (f[field] === before ? { ...f, [field]: me[field] ?? "" } : f));
  };

  const genders = [
    { value: "m", label: t`Male` },
    { value: "f", label: t`Female` },
    { value: "o", label: t`Other` },
  ];
  // Spin while the edit is on its way; an edit waiting out a retry delay shows as saved on the device.
  const sending = working || (status === "pending" && online && replaying);

  return (
    <Screen title={<Trans>Edit My Profile</Trans>}>
      <ProfilePictures />
      {user && <ContactConfirm userId={user.id} onConfirmed={confirmed} />}
      <form
        className="profile-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="profile-form"
      >
        {status === "failed" && error && (
          <Alert tone="error">
            {Object.keys(serverErrors).length > 0 ? (
              <Trans>Your changes were not saved. Check the fields marked below.</Trans>
            ) : (
              error.message
            )}
          </Alert>
        )}
        {status === "pending" && !sending && (
          <Alert tone="info">
            {online ? (
              <Trans>Saved on this device. Your changes will be sent shortly.</Trans>
            ) : (
              <Trans>
                Saved on this device. Your changes will be sent when you are back online.
              </Trans>
            )}
          </Alert>
        )}
        <div className="profile-row">
          <TextField
            label={<Trans>First name</Trans>}
            name="first_name"
            autoComplete="given-name"
            value={form.first_name}
            onChange={(e) => edit("first_name", e.target.value)}
            error={fieldError("first_name")}
          />
          <TextField
            label={<Trans>Surname</Trans>}
            name="surname"
            autoComplete="family-name"
            value={form.surname}
            onChange={(e) => edit("surname", e.target.value)}
            error={fieldError("surname")}
          />
        </div>
        <div className="profile-row">
          <TextField
            label={<Trans>Mobile number</Trans>}
            name="mobile"
            type="tel"
            autoComplete="tel"
            value={form.mobile}
            onChange={(e) => edit("mobile", e.target.value)}
            onBlur={() =>
              form.mobile && setForm((f) => ({ ...f, mobile: normaliseMobile(f.mobile) }))
            }
            hint={
              <Trans>
                A new number counts only once you confirm it with the code we send to it.
              </Trans>
            }
            error={fieldError("mobile")}
          />
          <TextField
            label={<Trans>Email</Trans>}
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => edit("email", e.target.value)}
            hint={
              <Trans>
                A new email counts only once you confirm it with the code we send to it.
              </Trans>
            }
            error={fieldError("email")}
          />
        </div>
        <div className="profile-row">
          <DateField
            label={<Trans>Date of birth</Trans>}
            name="dob"
            autoComplete="bday"
            value={form.dob}
            onChange={(e) => edit("dob", e.target.value)}
            error={fieldError("dob")}
          />
          <SelectField
            label={<Trans>Gender</Trans>}
            name="gender"
            placeholder={t`Please select an option`}
            options={genders}
            value={form.gender}
            onChange={(e) => edit("gender", e.target.value)}
            error={fieldError("gender")}
          />
        </div>
        <div className="profile-actions">
          <Button variant="secondary" onClick={() => void navigate({ to: "/users/me" })}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={sending}>
            <Trans>Save changes</Trans>
          </Button>
        </div>
      </form>
      <p className="profile-privacy-link">
        <Link to="/users/me/blocked">
          <Trans>Blocked people</Trans>
        </Link>
      </p>
    </Screen>
  );
}
