// The default one-time-code sender: writes the code to the server log outside production (plug in SMS or
// email delivery here); in production the log never holds a code, so it only says that one was not sent.
import type { ServerConfig } from "../config";
import type { CodeSender } from "../context";
import { logLine } from "../http/log";

export const logCodeSender: CodeSender = async (username, code, purpose) => {
  logLine("info", { msg: `[one-time code] ${purpose} for ${username}: ${code}` });
};

/** Production without a delivery plugged in: the code is not written anywhere. */
export const undeliveredCodeSender: CodeSender = async (_username, _code, purpose) => {
  logLine("warn", {
    msg: "A one-time code was issued but no SMS or email delivery is configured.",
    purpose,
  });
};

export function codeSenderFor(config: Pick<ServerConfig, "production">): CodeSender {
  return config.production ? undeliveredCodeSender : logCodeSender;
}
