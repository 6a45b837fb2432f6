// The name on the library menu's badge: the library's title as the device holds it ("Library" until then),
// so a desk page opened directly says whose desk it is.
import { Trans } from "@lingui/react/macro";
import { useStoredLibrary } from "../../sync/libraryReads";

export function LibraryBadgeName({ id }: { id: number }) {
  const library = useStoredLibrary(id);
  return library ? library.title : <Trans>Library</Trans>;
}
