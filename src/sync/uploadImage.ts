// Uploads an image with progress (XMLHttpRequest: fetch cannot report upload progress over HTTP/1.1).
import * as v from "valibot";
import { ApiError } from "./errors";
import { ErrorBody, UploadResponse } from "../api/schemas";
import { getToken } from "../session/session";

export interface UploadOptions {
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Where the API lives ('/api' in the app). */
  apiRoot?: string;
}

/** POSTs `file` as multipart field `field` to `path` (relative to the API root); resolves the new URL. */
export function uploadImage(
  path: string,
  field: string,
  file: Blob,
  { onProgress, signal, apiRoot = "/api" }: UploadOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${apiRoot}/${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    const token = getToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, "network", "Network error"));
    xhr.ontimeout = () => reject(new ApiError(0, "timeout", "The server took too long to answer."));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: handled below by the status.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = v.safeParse(UploadResponse, body);
        if (parsed.success) resolve(parsed.output.data);
        else
          reject(new ApiError(xhr.status, "http", "The server's answer had an unexpected shape."));
        return;
      }
      const error = v.safeParse(ErrorBody, body);
      const details = error.success ? error.output : {};
      reject(
        new ApiError(
          xhr.status,
          "http",
          details.message || xhr.statusText || `HTTP ${xhr.status}`,
          details.errors ?? {},
        ),
      );
    };
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const name = file instanceof File && file.name ? file.name : `${field}.jpg`;
    const data = new FormData();
    data.append(field, file, name);
    xhr.send(data);
  });
}

/** The uploaded picture's URL with a cache-busting tick, so the new image shows at once (SPEC §9). */
export function withTick(url: string, now = Date.now()): string {
  return `${url}${url.includes("?") ? "&" : "?"}t=${now}`;
}
