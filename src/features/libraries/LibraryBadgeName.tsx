// The name on the library menu's badge: the library's title as the device holds it, else as the server
// answers it ("Library" until then), so a desk page opened directly says whose desk it is.
import { useEffect } from "react";
import { Trans } from "@lingui/react/macro";
import { useOnline } from "../../lib/useOnline";
import { refreshLibrary } from "../../sync/libraries";
import { useStoredLibrary } from "../../sync/libraryReads";

export function LibraryBadgeName({ id }: { id: number }) {
  const library = useStoredLibrary(id);
  const online = useOnline();
  const missing = library === null && Number.isInteger(id) && id > 0;
  useEffect(() => {
    // Kept on the device by refreshLibrary, which the stored copy above then reads.
    if (missing && online) refreshLibrary(id).catch(() => undefined);
  }, [missing, online, id]);
  return library ? library.title : <Trans>Library</Trans>;
}
