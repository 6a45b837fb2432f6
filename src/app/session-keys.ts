// Where the session lives in localStorage (read by the app and by index.html's start-up script).
export const TOKEN_KEY = "token";
export const OTC_TOKEN_KEY = "otc_token";
export const USER_KEY = "user";
