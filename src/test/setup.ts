// Test setup for the web project: IndexedDB in memory and DOM matchers.
import "fake-indexeddb/auto";
import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/dom";

// findBy… and waitFor wait for a state, not for a time: as long as a busy 2-core machine may need (the library's
// own 1 s is missed there while nothing is wrong). A passing test waits only until its state is there.
configure({ asyncUtilTimeout: 15_000 });
