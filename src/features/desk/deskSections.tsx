// The desk home's sections: where each leads and the staff power it needs. New desk screens add an entry here.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Permission } from "../../sync";

export interface DeskSection {
  key: string;
  /** A route under the library, with `$id` filled in by the home. */
  to: "/libraries/$id";
  search?: Record<string, string>;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The power that shows this section (a library's creator holds them all). */
  needs: Permission;
}

export const deskSections: DeskSection[] = [
  {
    key: "books",
    to: "/libraries/$id",
    search: { tab: "books" },
    title: msg`Books`,
    description: msg`Search the library's copies by title, author or code.`,
    needs: "books_manage",
  },
];

/** The sections a person with `permissions` may open, in the list's order. */
export const sectionsFor = (permissions: readonly string[]) =>
  deskSections.filter((s) => permissions.includes(s.needs));
