// Test setup for the web project: IndexedDB in memory and DOM matchers.
import "fake-indexeddb/auto";
import "@testing-library/jest-dom/vitest";
