// The first-party client's credentials (OAuth client id and secret), compared in constant time.
import { timingSafeEqual } from "node:crypto";
import type { ServerConfig } from "../config";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the id and secret are the configured first-party client's. */
export const isFirstPartyClient = (
  config: Pick<ServerConfig, "oauthClientId" | "oauthClientSecret">,
  clientId: string,
  clientSecret: string,
): boolean =>
  sameSecret(clientId, config.oauthClientId) && sameSecret(clientSecret, config.oauthClientSecret);
