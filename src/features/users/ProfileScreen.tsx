// /users/me and /users/{id}: a person's profile with the TimeLine and About tabs.
import { useEffect } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSession } from "../../session/session";
import { useDocumentTitle } from "../../app/title";
import { useIsBlocked } from "../../sync";
import { Link } from "../../ui/Link";
import { Skeleton, Tab, Tabs } from "../../ui";
import { ContactConfirm } from "../profile/ContactConfirm";
import { TimelinePosts } from "../feed/TimelinePosts";
import { fullName, useProfile } from "./people";
import { ProfileAbout } from "./ProfileAbout";
import { ProfileHeader } from "./ProfileHeader";
import "./users.css";

// The routes take the schema from app/search so that it does not pull this screen into the start-up bundle.
export { profileSearch } from "../../app/search";
export type ProfileTab = "about" | undefined;

/** `userId` "me" (or the reader's own id) shows the owner's page. */
export function ProfileScreen({ userId, tab }: { userId: number | "me"; tab?: ProfileTab }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useSession((s) => s.user);
  const id = userId === "me" ? (me?.id ?? NaN) : userId;
  const own = me !== null && id === me.id;
  const blocked = useIsBlocked(own ? NaN : id);
  const { user, error, settled } = useProfile(id);
  const shown = user ?? (own ? me : null);
  useDocumentTitle(shown ? fullName(shown) : null);

  // SPEC §8: a profile that cannot be fetched sends the reader home, unless this device has it
  // and the failure is only the network.
  // (Not for someone blocked, whom the server answers as missing: their page says so instead.)
  const gone =
    blocked === false &&
    (!Number.isInteger(id) ||
      (error !== null && (error.kind === "http" || (user === null && !own))) ||
      (settled && !error && user === null && !own));
  useEffect(() => {
    if (gone) void navigate({ to: "/", replace: true });
  }, [gone, navigate]);

  // Someone the reader blocked: their profile stays closed until they are unblocked.
  if (blocked) {
    return (
      <section className="profile profile--blocked" aria-labelledby="blocked-heading">
        <h1 id="blocked-heading" className="screen-title">
          <Trans>You blocked this person</Trans>
        </h1>
        <p>
          <Trans>
            Their profile and posts are hidden from you, and yours from them.{" "}
            <Link to="/users/me/blocked">Blocked people</Link>
          </Trans>
        </p>
      </section>
    );
  }

  if (!shown || gone) {
    return (
      <section className="profile" aria-busy="true">
        <Skeleton lines={5} avatar />
      </section>
    );
  }
  return (
    <section className="profile" aria-label={fullName(shown)}>
      <ProfileHeader user={shown} own={own} />
      {own && <ContactConfirm userId={shown.id} />}
      <Tabs label={t`Profile sections`}>
        <Tab to="." search={{ tab: undefined }} current={tab !== "about"}>
          <Trans>TimeLine</Trans>
        </Tab>
        <Tab to="." search={{ tab: "about" }} current={tab === "about"}>
          <Trans>About</Trans>
        </Tab>
      </Tabs>
      {tab === "about" ? (
        <ProfileAbout user={shown} />
      ) : (
        <TimelinePosts timeline={{ type: "user", id: shown.id }} canPost={own} />
      )}
    </section>
  );
}
