// A Babel plugin run after Lingui's macro: each message descriptor ({ id, message: "…" }) carries its English
// text compiled, as a compiled catalog would hold it. English then needs no catalog: every chunk brings the
// texts it shows (the whole catalog in the start-up bundle was ~12 KiB gzip), and a Bangla text missing from
// its catalog falls back to English instead of an id.
import {
  transformAsync,
  type PluginItem,
  type PluginObj,
  type types as BabelTypes,
} from "@babel/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { ParserPlugin } from "@babel/parser";
import type { Plugin as VitePlugin } from "vite";

export function inlineEnglish({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const keyIs = (prop: BabelTypes.Node, name: string): prop is BabelTypes.ObjectProperty =>
    t.isObjectProperty(prop) &&
    !prop.computed &&
    (t.isIdentifier(prop.key, { name }) || t.isStringLiteral(prop.key, { value: name }));
  return {
    name: "pathagar-inline-english",
    visitor: {
      ObjectExpression(path) {
        // The macro marks each descriptor it writes with a /*i18n*/ comment.
        if (!path.node.leadingComments?.some((c) => c.value.trim() === "i18n")) return;
        const props = path.node.properties;
        const id = props.find((p) => keyIs(p, "id"));
        const message = props.find((p) => keyIs(p, "message"));
        if (!id || !message || !t.isStringLiteral(id.value) || !t.isStringLiteral(message.value))
          return;
        // Through JSON as a compiled catalog is (an absent plural offset leaves no `undefined` behind).
        const compiled: unknown = JSON.parse(
          JSON.stringify(compileMessageOrThrow(message.value.value)),
        );
        message.value = t.valueToNode(compiled);
      },
    },
  };
}

/** Lingui's macro keeping each message's text, then the plugin above: what vite.config.ts and the tests run. */
export const LINGUI_BABEL_PLUGINS: PluginItem[] = [
  ["@lingui/babel-plugin-lingui-macro", { stripMessageField: false }],
  inlineEnglish,
];

/**
 * Lingui's macro and the English inliner as a Vite plugin, before Vite's own TypeScript transform, on the app's
 * modules that import a Lingui macro (Rolldown's filter skips the others without a call into JavaScript). JSX is
 * parsed in .tsx files only, where `<T>` cannot be a type assertion.
 */
export function linguiBabel(): VitePlugin {
  return {
    name: "pathagar:lingui-babel",
    enforce: "pre",
    transform: {
      filter: {
        id: { include: /\.tsx?$/, exclude: /[/\\]node_modules[/\\]/ },
        code: /@lingui\/(core|react)\/macro/,
      },
      async handler(code, id) {
        const plugins: ParserPlugin[] = id.endsWith(".tsx")
          ? ["typescript", "jsx"]
          : ["typescript"];
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          plugins: LINGUI_BABEL_PLUGINS,
          parserOpts: { sourceType: "module", plugins },
          sourceMaps: true,
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
