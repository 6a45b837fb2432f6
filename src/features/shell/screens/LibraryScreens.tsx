// Library screens' frames: list, my libraries, create, a library page with its tabs, edit and about.
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LibraryTab } from "../../../app/search";
import { useDocumentTitle } from "../../../app/title";
import { Screen } from "../Screen";
import { EmptyState } from "../EmptyState";
import { TabBar } from "../Tabs";

export function LibrariesScreen() {
  return (
    <Screen
      title={<Trans>Libraries</Trans>}
      lead={<Trans>Find community libraries near you.</Trans>}
    >
      <EmptyState>
        <Trans>No libraries to show yet.</Trans>
      </EmptyState>
    </Screen>
  );
}

export function MyLibrariesScreen() {
  return (
    <Screen
      title={<Trans>My Libraries</Trans>}
      actions={
        <Link to="/libraries/create" className="button-primary">
          <Trans>Create library</Trans>
        </Link>
      }
    >
      <EmptyState>
        <Trans>You are not a member of any library yet.</Trans>
      </EmptyState>
    </Screen>
  );
}

export function CreateLibraryScreen() {
  return (
    <Screen
      title={<Trans>Create library</Trans>}
      lead={<Trans>Give your library a page where readers can follow it and see its books.</Trans>}
    >
      <EmptyState
        action={
          <Link to="/contact-us" className="button-secondary">
            <Trans>Contact us</Trans>
          </Link>
        }
      >
        <Trans>
          Creating a library from the app is not available yet. Write to us and we will set up your
          library's page.
        </Trans>
      </EmptyState>
    </Screen>
  );
}

export function LibraryScreen({ id, tab = "timeline" }: { id: string; tab?: LibraryTab }) {
  const { t } = useLingui();
  const tabs: { key: LibraryTab; label: string }[] = [
    { key: "timeline", label: t`Timeline` },
    { key: "books", label: t`Books` },
    { key: "members", label: t`Members` },
    { key: "issues", label: t`Book issue history` },
    { key: "about", label: t`About` },
  ];
  return (
    <Screen title={<Trans>Library</Trans>} wide>
      <TabBar label={t`Library sections`}>
        {tabs.map((item) => (
          <Link
            key={item.key}
            to="/libraries/$id"
            params={{ id }}
            search={{ tab: item.key }}
            aria-current={item.key === tab ? "page" : undefined}
          >
            {item.label}
          </Link>
        ))}
      </TabBar>
      <EmptyState>
        <Trans>This library has nothing to show here yet.</Trans>
      </EmptyState>
    </Screen>
  );
}

export function EditLibraryScreen() {
  return (
    <Screen title={<Trans>Edit library</Trans>}>
      <EmptyState>
        <Trans>Editing a library from the app is not available yet.</Trans>
      </EmptyState>
    </Screen>
  );
}

export function LibraryAboutScreen() {
  return (
    <Screen title={<Trans>About the library</Trans>}>
      <EmptyState>
        <Trans>This library has not shared its details yet.</Trans>
      </EmptyState>
    </Screen>
  );
}

export function LibraryByNameScreen({ username }: { username: string }) {
  useDocumentTitle(username);
  return (
    <Screen title={<Trans>Library</Trans>} lead={username}>
      <EmptyState>
        <Trans>No library with this name was found.</Trans>
      </EmptyState>
    </Screen>
  );
}
