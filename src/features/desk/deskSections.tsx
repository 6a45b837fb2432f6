// The desk home's sections: where each leads and the staff power it needs. New desk screens add an entry here.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Permission } from "../../sync/deskSettings";

export interface DeskSection {
  key: string;
  /** A route under the library, with `$id` filled in by the home. */
  to:
    | "/libraries/$id"
    | "/libraries/$id/desk/books"
    | "/libraries/$id/desk/books/new"
    | "/libraries/$id/desk/lend"
    | "/libraries/$id/desk/return"
    | "/libraries/$id/desk/overdue"
    | "/libraries/$id/desk/members"
    | "/libraries/$id/desk/requests"
    | "/libraries/$id/desk/labels/books"
    | "/libraries/$id/desk/labels/members"
    | "/libraries/$id/desk/stocktake"
    | "/libraries/$id/desk/export"
    | "/libraries/$id/desk/import"
    | "/libraries/$id/desk/settings";
  search?: Record<string, string>;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The power that shows this section (a library's creator holds them all); "any" for every staff member. */
  needs: Permission | "any";
}

export const deskSections: DeskSection[] = [
  {
    key: "books",
    to: "/libraries/$id/desk/books",
    title: msg`Books`,
    description: msg`Search, edit, withdraw and move the library's copies.`,
    needs: "books_manage",
  },
  {
    key: "addBook",
    to: "/libraries/$id/desk/books/new",
    title: msg`Add a book`,
    description: msg`Catalogue a title and its copies, by ISBN or by hand, even offline.`,
    needs: "books_manage",
  },
  {
    key: "lend",
    to: "/libraries/$id/desk/lend",
    title: msg`Lend a book`,
    description: msg`Lend a copy to a member, with its due date.`,
    needs: "circulation",
  },
  {
    key: "return",
    to: "/libraries/$id/desk/return",
    title: msg`Take a book back`,
    description: msg`Take a copy back or renew its loan.`,
    needs: "circulation",
  },
  {
    key: "overdue",
    to: "/libraries/$id/desk/overdue",
    title: msg`Overdue books`,
    description: msg`Loans past their due date, with each member's mobile.`,
    needs: "circulation",
  },
  {
    key: "members",
    to: "/libraries/$id/desk/members",
    title: msg`Members`,
    description: msg`Add, edit and deactivate the library's members.`,
    needs: "members_manage",
  },
  {
    key: "requests",
    to: "/libraries/$id/desk/requests",
    title: msg`Member requests`,
    description: msg`Accept or decline readers who asked to join.`,
    needs: "members_manage",
  },
  {
    key: "bookLabels",
    to: "/libraries/$id/desk/labels/books",
    title: msg`Book labels`,
    description: msg`Print QR labels for the copies on A4.`,
    needs: "books_manage",
  },
  {
    key: "stocktake",
    to: "/libraries/$id/desk/stocktake",
    title: msg`Stock-taking`,
    description: msg`Scan the shelves to find the copies that are missing, offline too.`,
    needs: "books_manage",
  },
  {
    key: "memberCards",
    to: "/libraries/$id/desk/labels/members",
    title: msg`Member cards`,
    description: msg`Print members' cards with their QR codes.`,
    needs: "members_manage",
  },
  {
    key: "import",
    to: "/libraries/$id/desk/import",
    title: msg`Import a catalogue`,
    description: msg`Add many books at once from a CSV file.`,
    needs: "books_manage",
  },
  {
    key: "export",
    to: "/libraries/$id/desk/export",
    title: msg`Export to CSV`,
    description: msg`Download books, members and loans, even offline.`,
    needs: "any",
  },
  {
    key: "settings",
    to: "/libraries/$id/desk/settings",
    title: msg`Desk settings`,
    description: msg`Loan period, loan limit and the book-code prefix.`,
    needs: "library_edit",
  },
];

/** The sections a person with `permissions` may open, in the list's order. */
export const sectionsFor = (permissions: readonly string[]) =>
  deskSections.filter((s) =>
    s.needs === "any" ? permissions.length > 0 : permissions.includes(s.needs),
  );
