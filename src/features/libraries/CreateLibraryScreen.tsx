// /libraries/create: the new library is saved on the server, then its page opens.
import { Trans } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Screen } from "../shell/Screen";
import { createLibrary } from "../../sync/libraries";
import { emptyLibraryForm, formToBody } from "./libraryForm";
import { LibraryForm } from "./LibraryForm";
import { useWriteKey } from "./idempotency";
import "./libraries.css";

export function CreateLibraryScreen() {
  const navigate = useNavigate();
  // A retry after a lost answer reuses the key, so it creates one library.
  const withKey = useWriteKey();
  return (
    <Screen
      title={<Trans>Create library</Trans>}
      lead={<Trans>Give your library a page where readers can follow it and see its books.</Trans>}
    >
      <LibraryForm
        isNew
        initial={emptyLibraryForm()}
        submitLabel={<Trans>Create library</Trans>}
        onSubmit={async (values) => {
          const id = await withKey((key) => createLibrary(formToBody(values), key));
          await navigate({ to: "/libraries/$id", params: { id: String(id) } });
        }}
      />
    </Screen>
  );
}
