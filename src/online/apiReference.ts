// Loads the server's OpenAPI document for the API overview, keeping the last copy for offline visits.
import { useEffect, useState } from "react";
import * as v from "valibot";
import * as openApi from "../api/openapi";

/** Operations grouped by tag, in the order the server lists them. */
export const groupOperations = (doc: openApi.OpenApiDocument) => openApi.groupOperations(doc);

const STORAGE_KEY = "api_overview";

export type ApiReference =
  | { status: "loading" }
  | { status: "ready"; doc: openApi.OpenApiDocument; stale: boolean }
  | { status: "unavailable" };

function storedCopy(): openApi.OpenApiDocument | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(openApi.OpenApiDocument, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The API reference: the last stored copy at once (stale), the server's fresh one when it answers. */
export function useApiReference(): ApiReference {
  const [state, setState] = useState<ApiReference>(() => {
    const doc = storedCopy();
    return doc ? { status: "ready", doc, stale: true } : { status: "loading" };
  });

  useEffect(() => {
    const controller = new AbortController();
    openApi.getOpenApiDocument(controller.signal).then(
      (doc) => {
        try {
          localStorage.setItem(STORAGE_KEY, JSON.stringify(doc));
        } catch {
          // Storage full: the page still shows the fresh copy.
        }
        setState({ status: "ready", doc, stale: false });
      },
      () => {
        if (controller.signal.aborted) return;
        setState((prev) => (prev.status === "ready" ? prev : { status: "unavailable" }));
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}
