// The function of phone-metadata.mjs, for its test.
export declare function bangladeshOnly(metadata: unknown): unknown;
