// The default one-time-code sender: writes the code to the server log (plug in SMS or email delivery here).
import type { CodeSender } from "../context";

export const logCodeSender: CodeSender = async (username, code, purpose) => {
  console.log(`[one-time code] ${purpose} for ${username}: ${code}`);
};
