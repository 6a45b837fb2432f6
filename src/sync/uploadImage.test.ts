// The XHR upload: multipart field, bearer, progress events, the URL from `data`, errors as ApiError.
import { ApiError } from "../api/errors";
import { useSession } from "../session/session";
import { uploadImage, withTick } from "./uploadImage";

class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  upload: {
    onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  useSession.getState().signIn("tok-3");
});
afterEach(() => vi.unstubAllGlobals());

describe("uploadImage", () => {
  it("posts the file in its field with the bearer, reports progress and resolves data", async () => {
    const progress: number[] = [];
    const file = new File(["x"], "me.jpg", { type: "image/jpeg" });
    const done = uploadImage("users/upload-own-photo", "photo", file, {
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(["POST", "/api/users/upload-own-photo"]);
    expect(xhr.headers.Authorization).toBe("Bearer tok-3");
    expect((xhr.body!.get("photo") as File).name).toBe("me.jpg");
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 4 });
    xhr.answer(200, { data: "/uploads/u/7.jpg" });
    await expect(done).resolves.toBe("/uploads/u/7.jpg");
    expect(progress).toEqual([25, 100]);
  });

  it("rejects with an ApiError carrying the field errors", async () => {
    const done = uploadImage("users/upload-my-cover-photo", "cover", new Blob(["x"]));
    FakeXhr.last.answer(422, { message: "Invalid", errors: { cover: ["Not an image."] } });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, fieldErrors: { cover: ["Not an image."] } });
  });

  it("a network failure is an ApiError of kind network", async () => {
    const done = uploadImage("users/upload-own-photo", "photo", new Blob(["x"]));
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toMatchObject({ kind: "network", status: 0 });
  });
});

describe("withTick", () => {
  it("adds t=<now> as a new or extra query parameter", () => {
    expect(withTick("/uploads/a.jpg", 5)).toBe("/uploads/a.jpg?t=5");
    expect(withTick("/uploads/a.jpg?v=1", 5)).toBe("/uploads/a.jpg?v=1&t=5");
  });
});
