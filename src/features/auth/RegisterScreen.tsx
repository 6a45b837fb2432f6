// Registration (SPEC §2, §4): the form, then the one-time-code modal; OK signs in and goes home.
import { useCallback, useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Link } from "../../ui/Link";
import { Trans, useLingui } from "@lingui/react/macro";
import { registerWithUsername } from "../../online/account";
import type { OtcResponse } from "../../api/schemas";
import { Button, DateField, PasswordField, SelectField, TextField } from "../../ui";
import { Screen } from "../shell/Screen";
import { CodeModal } from "./CodeModal";
import { FailureNotice } from "./FailureNotice";
import { OfflineNote } from "./OfflineNote";
import { signInWithPassword, signInWithToken } from "./signIn";
import { useOneTimeCode } from "./useOneTimeCode";
import { formatUsername, MAX_CREDENTIAL_LENGTH } from "../../lib/usernames";
import { usernameProblem } from "./username";
import "./auth.css";

const empty = { first_name: "", surname: "", username: "", password: "", dob: "", gender: "" };
type Field = keyof typeof empty;

export function RegisterScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [form, setForm] = useState(empty);
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});

  const send = useCallback(
    (code?: string) =>
      registerWithUsername({ ...form, username: formatUsername(form.username) }, code),
    [form],
  );
  const onOk = useCallback(
    async (answer: OtcResponse) => {
      if (answer.data?.token) await signInWithToken(answer.data.token);
      else await signInWithPassword(formatUsername(form.username), form.password);
      await navigate({ to: "/" });
    },
    [form, navigate],
  );
  const otc = useOneTimeCode(send, onOk);

  const edit = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setMissing((m) => ({ ...m, [field]: undefined }));
    otc.clearField(field);
  };
  const error = (field: Field) => missing[field] ?? otc.failure?.fields[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required: Partial<Record<Field, string>> = {};
    if (!form.first_name.trim()) required.first_name = t`First name is required`;
    const usernameIssue = usernameProblem(form.username);
    if (usernameIssue) required.username = i18n._(usernameIssue);
    if (!form.password) required.password = t`Password is required`;
    setMissing(required);
    if (Object.keys(required).length === 0) void otc.submit();
  };

  const genders = [
    { value: "m", label: t`Male` },
    { value: "f", label: t`Female` },
    { value: "o", label: t`Other` },
  ];

  return (
    <Screen
      title={<Trans>Create new account</Trans>}
      lead={<Trans>Join your community library and follow the readers you know.</Trans>}
    >
      <form
        className="auth-card auth-form"
        noValidate
        onSubmit={submit}
        data-testid="register-form"
      >
        <OfflineNote />
        <div className="auth-row">
          <TextField
            label={<Trans>First name</Trans>}
            name="first_name"
            autoComplete="given-name"
            value={form.first_name}
            onChange={(e) => edit("first_name")(e.target.value)}
            error={error("first_name")}
          />
          <TextField
            label={<Trans>Surname</Trans>}
            name="surname"
            autoComplete="family-name"
            value={form.surname}
            onChange={(e) => edit("surname")(e.target.value)}
            error={error("surname")}
          />
        </div>
        <TextField
          label={<Trans>Mobile number or email</Trans>}
          name="username"
          autoComplete="username"
          maxLength={MAX_CREDENTIAL_LENGTH}
          value={form.username}
          onChange={(e) => edit("username")(e.target.value)}
          onBlur={() => form.username && edit("username")(formatUsername(form.username))}
          hint={<Trans>A mobile number gets the code by SMS, e.g. 01711 000001.</Trans>}
          error={error("username")}
        />
        <PasswordField
          label={<Trans>Password</Trans>}
          name="password"
          autoComplete="new-password"
          maxLength={MAX_CREDENTIAL_LENGTH}
          value={form.password}
          onChange={(e) => edit("password")(e.target.value)}
          error={error("password")}
        />
        <div className="auth-row">
          <DateField
            label={<Trans>Date of birth</Trans>}
            name="dob"
            autoComplete="bday"
            value={form.dob}
            onChange={(e) => edit("dob")(e.target.value)}
            error={error("dob")}
          />
          <SelectField
            label={<Trans>Gender</Trans>}
            name="gender"
            placeholder={t`Please select an option`}
            options={genders}
            value={form.gender}
            onChange={(e) => edit("gender")(e.target.value)}
            error={error("gender")}
          />
        </div>
        {!otc.modal.open && <FailureNotice notice={otc.failure?.notice} />}
        <Button type="submit" block busy={otc.busy && !otc.modal.open}>
          <Trans>Submit</Trans>
        </Button>
        <p>
          <Trans>Already have an account?</Trans>{" "}
          <Link to="/login" className="auth-link">
            <Trans>Login</Trans>
          </Link>
        </p>
      </form>
      <CodeModal
        open={otc.modal.open}
        deadline={otc.modal.deadline}
        rejected={otc.modal.rejected}
        busy={otc.busy}
        notice={otc.failure?.notice}
        sentTo={formatUsername(form.username)}
        onSubmit={(code) => void otc.submit(code)}
        onTryAgain={() => void otc.submit()}
        onClose={otc.close}
      />
    </Screen>
  );
}
