// The server's log: one JSON object per line (time, level, then the fields), for people and log collectors alike.

export type LogLevel = "info" | "warn" | "error";

/** Writes one line: info to stdout, warnings and errors to stderr. */
export function logLine(level: LogLevel, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...fields });
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
}

/** A failed query's message without the values it was sent with (a password's hash, a code's, a token's). */
const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, "");

/** An error as log fields: its message, cause and call stack, never the request or the query's values. */
export function errorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: String(err) };
  const at = err.stack?.indexOf("\n    at ") ?? -1;
  const cause = err.cause instanceof Error ? withoutParams(err.cause.message) : undefined;
  return {
    error: withoutParams(err.message),
    ...(cause ? { cause } : {}),
    ...(at >= 0 ? { stack: err.stack!.slice(at + 1) } : {}),
  };
}
