// Laravel-style pages: `?page=&term=` in, `{data, links, meta}` out.
import type { Context } from "hono";
import type { AppEnv } from "../context";

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
  /** The search text, trimmed; "" when absent. */
  term: string;
}

export function pageRequest(c: Context, perPage = 15): PageRequest {
  const rawPage = Number(c.req.query("page") ?? "1");
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 1_000_000 ? rawPage : 1;
  // PostgreSQL text cannot hold U+0000.
  const term = (c.req.query("term") ?? "").replaceAll("\u0000", "").trim().slice(0, 200);
  return { page, perPage, offset: (page - 1) * perPage, term };
}

/**
 * The `links` and `meta` of a page of `count` of `total`. Links are absolute under PUBLIC_URL when it is set
 * (clients such as the original one follow them as given), else path and query only: never built from the
 * request's Host, which the caller writes (and a cached page would hand on to others).
 */
export function pageEnvelope(
  c: Context<AppEnv>,
  count: number,
  total: number,
  request: PageRequest,
) {
  const lastPage = Math.max(1, Math.ceil(total / request.perPage));
  const origin = c.var.deps.config.publicUrl ?? "";
  const url = (page: number) => {
    const next = new URL(c.req.url);
    next.searchParams.set("page", String(page));
    return `${origin}${next.pathname}${next.search}`;
  };
  const from = count ? request.offset + 1 : null;
  return {
    links: {
      first: url(1),
      last: url(lastPage),
      prev: request.page > 1 ? url(request.page - 1) : null,
      next: request.page < lastPage ? url(request.page + 1) : null,
    },
    meta: {
      current_page: request.page,
      last_page: lastPage,
      per_page: request.perPage,
      total,
      from,
      to: from === null ? null : request.offset + count,
    },
  };
}

export function paged<T>(c: Context<AppEnv>, items: T[], total: number, request: PageRequest) {
  return { data: items, ...pageEnvelope(c, items.length, total, request) };
}

/** The answer's text for a page whose items are already JSON text (built by the database), unparsed. */
export function rawPageText(
  c: Context<AppEnv>,
  page: { items: string; count: number; total: number },
  request: PageRequest,
): string {
  const { links, meta } = pageEnvelope(c, page.count, page.total, request);
  return `{"data":${page.items},"links":${JSON.stringify(links)},"meta":${JSON.stringify(meta)}}`;
}
