// English has no catalog to load: every message carries its English text, compiled at build time by
// scripts/babel-inline-english.ts, so English is activated with an empty catalog.
import type { Messages } from "@lingui/core";

export const ENGLISH_MESSAGES: Messages = {};
