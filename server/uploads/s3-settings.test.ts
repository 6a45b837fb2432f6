// S3_* settings: all five or none, a real address, a real bucket name; S3_PUBLIC_URL only with the rest.
import { describe, expect, it } from "vitest";
import { readS3Settings } from "./s3-settings";

const full = {
  S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com/",
  S3_BUCKET: "pathagar-uploads",
  S3_REGION: "eu-central-1",
  S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("readS3Settings", () => {
  it("is undefined without S3_* (uploads stay on the disk)", () => {
    expect(readS3Settings({})).toBeUndefined();
  });

  it("reads all five, without the endpoint's trailing slash; S3_PUBLIC_URL is optional", () => {
    expect(readS3Settings(full)).toEqual({
      endpoint: "https://s3.eu-central-1.amazonaws.com",
      bucket: "pathagar-uploads",
      region: "eu-central-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret",
      publicUrl: undefined,
    });
    const withCdn = readS3Settings({ ...full, S3_PUBLIC_URL: "https://cdn.example/pics/" });
    expect(withCdn?.publicUrl).toBe("https://cdn.example/pics");
  });

  it("refuses some but not all, naming what is missing", () => {
    const { S3_REGION: _r, S3_SECRET_ACCESS_KEY: _s, ...partial } = full;
    expect(() => readS3Settings(partial)).toThrow(/missing: S3_REGION, S3_SECRET_ACCESS_KEY/);
    expect(() => readS3Settings({ S3_PUBLIC_URL: "https://cdn.example" })).toThrow(/S3_PUBLIC_URL/);
  });

  it("refuses an address that is not http(s) and a name that is no bucket's", () => {
    expect(() => readS3Settings({ ...full, S3_ENDPOINT: "s3.amazonaws.com" })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => readS3Settings({ ...full, S3_PUBLIC_URL: "ftp://x" })).toThrow(/S3_PUBLIC_URL/);
    expect(() => readS3Settings({ ...full, S3_BUCKET: "Not_A/Bucket" })).toThrow(/S3_BUCKET/);
  });
});
