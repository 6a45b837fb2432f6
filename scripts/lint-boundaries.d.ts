// The folder lists of lint-boundaries.js, for its test.
export declare const SRC: string[];
export declare const SERVER: string[];
export declare const UNCHECKED: string[];
export declare const boundaryRules: unknown[];
