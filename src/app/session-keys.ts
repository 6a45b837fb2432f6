// Where the session lives in localStorage (read by the app and by index.html's start-up script).
export const TOKEN_KEY = "token";
export const OTC_TOKEN_KEY = "otc_token";
export const USER_KEY = "user";
/** The signed-in reader's feed as last shown, painted by index.html's start-up script before the app runs. */
export const FEED_SNAPSHOT_KEY = "feed_snapshot";
