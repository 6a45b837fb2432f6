// Privacy policy: what the app keeps on the device and on the server, why, and how to remove each.
import { Trans } from "@lingui/react/macro";
import { InfoPage, InfoSection } from "./InfoPage";

export function PrivacyPolicyScreen() {
  return (
    <InfoPage
      title={<Trans>Privacy policy</Trans>}
      lead={<Trans>What Pathagar keeps about you, where, and how you remove it.</Trans>}
    >
      <InfoSection title={<Trans>On the server</Trans>}>
        <ul>
          <li>
            <Trans>
              Your account: name, nickname, mobile number or email address, date of birth, gender,
              profile photo and cover photo, and your password as a one-way hash (nobody can read it
              back).
            </Trans>
          </li>
          <li>
            <Trans>
              What you do in the app: your posts and their pictures, comments, likes, the people and
              libraries you follow, people you blocked, reports you sent, membership requests and
              course orders.
            </Trans>
          </li>
          <li>
            <Trans>
              Sign-in keys for your devices (they expire after 30 days or when you log out) and
              one-time codes, which expire within minutes.
            </Trans>
          </li>
          <li>
            <Trans>
              Libraries keep their own records: member cards and the books lent on them, kept by the
              library's volunteers.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Other readers never see your mobile number, email address, date of birth or gender. We
            use your data only to run Pathagar and never sell it.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>On your device</Trans>}>
        <ul>
          <li>
            <Trans>
              A copy of what you have seen (posts, libraries, books, people) in the browser's
              database (IndexedDB), so the app works without internet, and the changes you made
              offline that are waiting to be sent.
            </Trans>
          </li>
          <li>
            <Trans>
              Your sign-in key and profile in the browser's storage, and your chosen language.
            </Trans>
          </li>
          <li>
            <Trans>
              A service worker with caches: the app's own files, pictures you have seen and this
              help, so pages open offline.
            </Trans>
          </li>
          <li>
            <Trans>
              Cookies of this site only: your language, a sign that a picture of your feed is on the
              device, and your sign-in for the first page. No advertising or tracking cookies.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Videos come from YouTube (its privacy-enhanced player) only after you tap one; until
            then nothing is loaded from it.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>How to remove your data</Trans>}>
        <ul>
          <li>
            <Trans>
              From this device: open your account menu and choose "Remove my data from this device".
              You are signed out, and the copy, the caches and the cookies go. Changes not yet sent
              are lost, and the app warns you first.
            </Trans>
          </li>
          <li>
            <Trans>
              From the server: choose "Delete my account" in the same menu and enter your password.
              Your account, posts, comments, likes, follows and requests are deleted for good.
              Libraries keep their member cards and loan records, without your account.
            </Trans>
          </li>
          <li>
            <Trans>
              If you run a library alone, first give another member the admin role at its desk: the
              library, its books and members stay with them.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            You can also edit your profile at any time, block or report other readers, and write to
            us through the contact page.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
