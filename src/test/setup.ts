// Test setup for the web project: IndexedDB in memory, DOM matchers, and a fresh page and app for every file.
import "fake-indexeddb/auto";
import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/dom";
import { cleanup } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { afterAll, afterEach, vi } from "vitest";
import { ENGLISH_MESSAGES } from "../i18n/english";
import { freshPage } from "./fresh-page";

// findBy… and waitFor wait for a state, not for a time: as long as a busy 2-core machine may need (the library's
// own 1 s is missed there while nothing is wrong). A passing test waits only until its state is there.
configure({ asyncUtilTimeout: 15_000 });

// This file runs before each test file. Test files share a worker, its window and its modules, so whatever the
// last file left is undone here: its clocks and stubs, the page, storage and databases, the language, and the
// app's own modules (their stores, caches and module mocks start again from their first import).
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
freshPage();
i18n.loadAndActivate({ locale: "en", messages: ENGLISH_MESSAGES });
vi.resetModules();

// Testing Library unmounts after each test by itself only in the first file that loads it.
afterEach(cleanup);

// What a file began to import (a screen's lazy part) lands before the next file starts the modules again, so
// it cannot come in bound to the last file's modules.
afterAll(() => vi.dynamicImportSettled());
