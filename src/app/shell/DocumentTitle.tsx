// Keeps document.title ("<page> | Pathagar"), the meta description and Open Graph tags in step with the route.
import { useEffect } from "react";
import { useMatches, useRouterState } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { productName } from "../productName";
import { selectTitleOverride, useTitleOverride } from "../title";
import { applyPageMeta, defaultDescription } from "./DocumentMeta";

const notFoundTitle = msg`Page not found`;
const trimSlash = (path: string) => path.replace(/\/+$/, "") || "/";

export function DocumentTitle() {
  const { i18n } = useLingui();
  const matches = useMatches();
  const override = useTitleOverride(selectTitleOverride);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const leaf = matches[matches.length - 1];
  // A partial match (an address no route fully matches) shows the not-found page.
  const notFound =
    leaf !== undefined &&
    (leaf.status === "notFound" || trimSlash(leaf.pathname) !== trimSlash(pathname));
  const descriptor = notFound
    ? notFoundTitle
    : [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title;
  const page = override ?? (descriptor ? i18n._(descriptor) : null);
  const product = i18n._(productName);
  const title = page ? `${page} | ${product}` : product;

  const describedBy = [...matches].reverse().find((m) => m.staticData?.description)
    ?.staticData.description;
  const description = i18n._(!notFound && describedBy ? describedBy : defaultDescription);

  useEffect(() => {
    document.title = title;
    applyPageMeta({
      title,
      description,
      siteName: product,
      locale: i18n.locale,
      url: window.location.origin + pathname,
    });
  }, [title, description, product, i18n.locale, pathname]);
  return null;
}
