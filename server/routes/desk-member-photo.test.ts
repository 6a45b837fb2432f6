// Contract tests for a member card's photo taken at the desk (members_manage, images only, bursts) and
// the desk answer's `creator` flag that tells the app who may give the admin role.
import { PNG } from "../test/authz-fixtures";
import { call } from "../test/http";
import { freshLibrary, memberWithRoles, walkIn } from "../test/desk-circulation";

const photo = () => ({ photo: new Blob([PNG], { type: "image/png" }) });

describe("member photo", () => {
  it("stores the photo re-encoded on the card; refuses non-images, other powers and other libraries", async () => {
    const lib = await freshLibrary();
    const card = await walkIn(lib.id, lib.owner.token, { first_name: "Rupa" });
    const path = `/api/libraries/${lib.id}/members/${card.id}/upload-photo`;
    const res = await call(path, { token: lib.owner.token, form: photo() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatch(/^\/uploads\/[0-9a-f]{32}\.png\?t=\d+$/);
    const read = await call(`/api/libraries/${lib.id}/members?per_page=100`, {
      token: lib.owner.token,
    });
    const stored = read.body.data.find((m: { id: number }) => m.id === card.id);
    expect(stored.attributes.photo_url).toBe(res.body.data);

    const svg = await call(path, {
      token: lib.owner.token,
      form: { photo: new Blob(["<svg onload=alert(1)>"], { type: "image/png" }) },
    });
    expect(svg.status).toBe(422);
    expect(svg.body.errors.photo).toBeDefined();
    expect((await call(path, { token: lib.owner.token, form: {} })).status).toBe(422);

    const clerk = await memberWithRoles(lib.id, lib.owner.token, ["circulation"]);
    expect((await call(path, { token: clerk.token, form: photo() })).status).toBe(403);
    expect((await call(path, { form: photo() })).status).toBe(401);
    const other = await freshLibrary();
    const elsewhere = `/api/libraries/${other.id}/members/${card.id}/upload-photo`;
    expect((await call(elsewhere, { token: other.owner.token, form: photo() })).status).toBe(404);
  });

  it("a burst of uploads leaves the card holding one of the answered photos", async () => {
    const lib = await freshLibrary();
    const card = await walkIn(lib.id, lib.owner.token);
    const path = `/api/libraries/${lib.id}/members/${card.id}/upload-photo`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(path, { token: lib.owner.token, form: photo() })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const urls = answers.map((a) => a.body.data as string);
    expect(new Set(urls).size).toBe(8);
    const read = await call(`/api/libraries/${lib.id}/members?per_page=100`, {
      token: lib.owner.token,
    });
    const stored = read.body.data.find((m: { id: number }) => m.id === card.id);
    expect(urls).toContain(stored.attributes.photo_url);
  });
});

describe("desk creator flag", () => {
  it("is true for the library's creator only, not for other staff", async () => {
    const lib = await freshLibrary();
    const manager = await memberWithRoles(lib.id, lib.owner.token, ["admin"]);
    const owner = await call(`/api/libraries/${lib.id}/desk`, { token: lib.owner.token });
    expect(owner.body.data.attributes.creator).toBe(true);
    const staff = await call(`/api/libraries/${lib.id}/desk`, { token: manager.token });
    expect(staff.status).toBe(200);
    expect(staff.body.data.attributes.creator).toBe(false);
  });
});
