// Keeps document.title as "<page> | Pathagar", from the deepest route's title or a screen's live title.
import { useEffect } from "react";
import { useMatches } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { productName } from "../productName";
import { useTitleOverride } from "../title";

export function DocumentTitle() {
  const { i18n } = useLingui();
  const matches = useMatches();
  const override = useTitleOverride((s) => s.override);
  const descriptor = [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title;
  const page = override ?? (descriptor ? i18n._(descriptor) : null);
  const product = i18n._(productName);
  const title = page ? `${page} | ${product}` : product;

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
