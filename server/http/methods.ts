// Which HTTP methods write (idempotency keys, the page cache) and which carry no body (no limit, no drain).
export const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Requests without a body: nothing to limit or drain, and Node's request stays unconverted. */
export const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
