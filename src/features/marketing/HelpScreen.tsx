// Help: a written guide for readers and volunteers with pictures of the app in the page's language, and the
// tutorial videos (nothing loads from the video service until one is tapped). Pictures are kept for offline use.
import { useEffect, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { InfoPage, InfoSection } from "./InfoPage";
import { VideoList } from "./VideoList";
import { tutorialVideos, YOUTUBE } from "./content";
import { HELP_SHOTS, HELP_SHOT_SIZE, helpShotUrl, type HelpShot } from "./helpShots";

/** One guide: its steps and a picture of the screen they happen on. */
function Guide({
  shot,
  title,
  alt,
  children,
}: {
  shot: HelpShot["name"];
  title: ReactNode;
  alt: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <InfoSection title={title}>
      <div className="help-guide">
        <ol>{children}</ol>
        <img
          className="help-guide__shot"
          src={helpShotUrl(shot, i18n.locale)}
          alt={alt}
          width={HELP_SHOT_SIZE.width}
          height={HELP_SHOT_SIZE.height}
          loading="lazy"
          decoding="async"
        />
      </div>
    </InfoSection>
  );
}

/** Fetches every picture of the guide in this language once, so the worker keeps them for offline reading. */
function useKeepPictures(lang: string) {
  useEffect(() => {
    if (typeof navigator === "undefined" || !navigator.serviceWorker?.controller) return;
    for (const shot of HELP_SHOTS) void fetch(helpShotUrl(shot.name, lang)).catch(() => undefined);
  }, [lang]);
}

export function HelpScreen() {
  const { t, i18n } = useLingui();
  useKeepPictures(i18n.locale);
  return (
    <InfoPage
      title={<Trans>Help and tutorials</Trans>}
      lead={
        <Trans>
          Get started in a few minutes. This guide also works without internet once you have opened
          it.
        </Trans>
      }
    >
      <Guide shot="join" title={<Trans>Join Pathagar</Trans>} alt={t`The registration form`}>
        <li>
          <Trans>Tap "Sign up" at the top of the page.</Trans>
        </li>
        <li>
          <Trans>
            Enter your name, your mobile number or email address, your date of birth and a password.
          </Trans>
        </li>
        <li>
          <Trans>Enter the code we send you to confirm the number or address. You are in.</Trans>
        </li>
      </Guide>
      <Guide
        shot="post"
        title={<Trans>Write a post</Trans>}
        alt={t`The news feed with the box to start a discussion`}
      >
        <li>
          <Trans>Open the News Feed and tap "Start a discussion…".</Trans>
        </li>
        <li>
          <Trans>Write what you want to share; add a picture or a video link if you like.</Trans>
        </li>
        <li>
          <Trans>
            Tap Post. Without internet your post waits on the phone and is sent by itself when the
            connection returns.
          </Trans>
        </li>
      </Guide>
      <Guide
        shot="library"
        title={<Trans>Follow a library and become a member</Trans>}
        alt={t`A library's page with its follow and membership menu`}
      >
        <li>
          <Trans>Find your library under Libraries, or open the link or QR code it shares.</Trans>
        </li>
        <li>
          <Trans>
            Open the "Follow and membership" menu and choose Follow to see its news in your feed.
          </Trans>
        </li>
        <li>
          <Trans>
            Choose "Request to be member" in the same menu. A librarian accepts it, and you can then
            borrow books.
          </Trans>
        </li>
      </Guide>
      <Guide
        shot="add-book"
        title={<Trans>For volunteers: add books</Trans>}
        alt={t`The library desk's form for a new book`}
      >
        <li>
          <Trans>Open your library's desk and choose Books, then "Add a book".</Trans>
        </li>
        <li>
          <Trans>
            Scan the book's barcode or type its ISBN: the title and author are filled in when they
            are known. Otherwise type them.
          </Trans>
        </li>
        <li>
          <Trans>Save. The book gets its code, which you can print as a label.</Trans>
        </li>
      </Guide>
      <Guide
        shot="lend"
        title={<Trans>For volunteers: lend and return</Trans>}
        alt={t`The library desk's lending screen`}
      >
        <li>
          <Trans>
            At the desk, choose Lend, then scan or type the member's card and the book's code.
          </Trans>
        </li>
        <li>
          <Trans>Confirm: the loan is saved with its due date, even without internet.</Trans>
        </li>
        <li>
          <Trans>When the book comes back, choose Return and scan or type its code.</Trans>
        </li>
      </Guide>
      <InfoSection title={<Trans>Video tutorials</Trans>}>
        <p>
          <Trans>Videos play from YouTube and need an internet connection.</Trans>
        </p>
        <VideoList videos={tutorialVideos} />
        <p>
          <a href={YOUTUBE} target="_blank" rel="noopener noreferrer">
            <Trans>More videos on our YouTube channel</Trans>
          </a>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
