// A library's member requests: who asked and when; accept (the new member code is shown) or decline
// with an optional reason. Works offline.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { MemberRequestRow } from "../../../db";
import { formatDate } from "../../../i18n/format";
import { memberName } from "../../../lib/libraryText";
import { acceptMemberRequest, declineMemberRequest } from "../../../sync/actions/desk";
import { useMemberRequests } from "../../../sync/deskReads";
import { Alert } from "../../../ui/Alert";
import { Avatar } from "../../../ui/Avatar";
import { Button } from "../../../ui/Button";
import { EmptyState } from "../../../ui/EmptyState";
import { Modal } from "../../../ui/Modal";
import { TextArea } from "../../../ui/TextArea";
import { Screen } from "../../shell/Screen";
import { saveErrorMessage } from "../../sync/saveError";
import { NoDeskAccess } from "./NoDeskAccess";
import { useCirculation } from "./useCirculation";
import "./circulation.css";

const REASON_MAX = 500;

export function RequestsScreen({ libraryId }: { libraryId: number }) {
  const { t, i18n } = useLingui();
  const desk = useCirculation(libraryId);
  const requests = useMemberRequests(libraryId);
  const [declining, setDeclining] = useState<MemberRequestRow | null>(null);
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  if (desk.ready && !desk.permissions.includes("members_manage")) return <NoDeskAccess />;

  const nameOf = (r: MemberRequestRow) => (r.user ? memberName(r.user) : "");
  const accept = async (r: MemberRequestRow) => {
    try {
      const code = await acceptMemberRequest(r);
      const name = nameOf(r);
      setMessage({ tone: "success", text: t`${name} is now a member, code ${code}.` });
    } catch (e) {
      setMessage({ tone: "error", text: saveErrorMessage(i18n, e) });
    }
  };
  const decline = async () => {
    if (!declining) return;
    if (reason.length > REASON_MAX) {
      setReasonError(t`Keep the reason under 500 characters.`);
      return;
    }
    try {
      await declineMemberRequest(declining, reason);
      const name = nameOf(declining);
      setMessage({ tone: "success", text: t`${name}'s request was declined.` });
      setDeclining(null);
      setReason("");
    } catch (e) {
      setReasonError(saveErrorMessage(i18n, e));
    }
  };

  return (
    <Screen title={<Trans>Member requests</Trans>}>
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      {requests && requests.length === 0 ? (
        <EmptyState>
          <Trans>No one is waiting to become a member.</Trans>
        </EmptyState>
      ) : (
        <ul className="desk-list" aria-label={t`Member requests`}>
          {(requests ?? []).map((r) => {
            const asked = formatDate(r.created_at);
            return (
              <li key={r.id} data-testid="member-request">
                <Avatar name={nameOf(r)} src={r.user?.photo_url ?? null} size={48} decorative />
                <div className="desk-list__text">
                  <p>
                    <strong>{nameOf(r)}</strong>
                  </p>
                  <p>
                    <Trans>
                      Asked on <time dateTime={r.created_at}>{asked}</time>
                    </Trans>
                  </p>
                </div>
                <Button onClick={() => void accept(r)}>
                  <Trans>Accept</Trans>
                </Button>
                <Button variant="secondary" onClick={() => setDeclining(r)}>
                  <Trans>Decline</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={declining !== null}
        onClose={() => setDeclining(null)}
        title={<Trans>Decline the request</Trans>}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeclining(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="danger" onClick={() => void decline()}>
              <Trans>Decline</Trans>
            </Button>
          </>
        }
      >
        <TextArea
          label={t`Reason (optional)`}
          hint={t`The reader sees it.`}
          value={reason}
          error={reasonError}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(null);
          }}
        />
      </Modal>
    </Screen>
  );
}
