// An object URL for a Blob (a picture chosen or queued offline), revoked when it is no longer shown.
import { useEffect, useState } from "react";

export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [shown, setShown] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    // The URL is an external resource made here and released in the cleanup.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return blob && shown?.blob === blob ? shown.url : null;
}
