// Where the session lives in localStorage (read by the app and by index.html's start-up script).
export const TOKEN_KEY = "token";
export const OTC_TOKEN_KEY = "otc_token";
export const USER_KEY = "user";
/** The signed-in reader's feed as last shown, painted by index.html's start-up script before the app runs. */
export const FEED_SNAPSHOT_KEY = "feed_snapshot";
/** The token the home page's cookie was last set for (`PUT /api/auth/home-session`), so it is set once. */
export const HOME_SESSION_KEY = "home_session";
/** The libraries whose desk the signed-in person staffs, for the menu's way to the desk (myDeskHint.ts). */
export const MY_DESKS_KEY = "my_desks";
/**
 * A cookie, the mark of the feed picture kept on this device: the server then leaves its own out of the home
 * page (server/http/home-page.ts), as the start-up script shows the device's.
 */
export const LOCAL_PICTURE_COOKIE = "pathagar_picture";
/**
 * Whose feed a picture shows, in which language: "<user id>:<language>" (the cookie above, the server's mark on
 * <html>; index.html's start-up script builds the same from the stored user and language).
 */
export const pictureMark = (userId: number, lang: string): string => `${userId}:${lang}`;

/**
 * On <html>, where the server put a signed-in reader's feed in the page (server/http/home-page.ts): "<user
 * id>:<language>"; the start-up script makes it "ok" when that is the reader and language of this device.
 */
export const SERVER_PICTURE_ATTRIBUTE = "data-server-picture";

/**
 * A request header of the service worker's, asking `/` for the app's shell (index.html as built) whoever asks:
 * the worker revalidates the page the browser already holds instead of downloading index.html again at install
 * (src/worker/shellFromPage.ts); the server then leaves any reader's feed out (server/http/home-page.ts).
 */
export const SHELL_REQUEST_HEADER = "x-pathagar-shell";
