// The Babel plugin that puts each message's compiled English text in the code, after Lingui's macro.
import { transformSync } from "@babel/core";
import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { LINGUI_BABEL_PLUGINS } from "./babel-inline-english.ts";

function compile(source: string): string {
  const out = transformSync(source, {
    filename: "sample.tsx",
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ["typescript", "jsx"] },
    plugins: LINGUI_BABEL_PLUGINS,
  });
  return out?.code ?? "";
}

/** The descriptor objects the macro leaves in `code`, evaluated. */
function descriptors(code: string): { id: string; message: unknown }[] {
  return [...code.matchAll(/\/\*i18n\*\/\s*(\{[^]*?\n\})/g)].map(
    (m) => new Function(`return ${m[1]!.replace(/values: \{[^}]*\}/, "values: {}")}`)() as never,
  );
}

describe("babel-inline-english", () => {
  it("replaces each message's text by its compiled form, kept beside the id", () => {
    const code = compile(
      'import { msg } from "@lingui/core/macro";\n' +
        "export const a = msg`Saved to this phone`;\n" +
        "export const b = msg`Hello ${name}`;\n",
    );
    const [a, b] = descriptors(code);
    expect(a?.id).toMatch(/^[\w/+]{6}$/);
    expect(a?.message).toEqual(["Saved to this phone"]);
    expect(b?.message).toEqual(["Hello ", ["name"]]);
  });

  it("compiles plurals as a catalog would, without undefined fields", () => {
    const code = compile(
      'import { plural } from "@lingui/core/macro";\n' +
        'export const c = (n) => plural(n, { one: "# post", other: "# posts" });\n',
    );
    expect(code).not.toContain("undefined");
    i18n.loadAndActivate({ locale: "en", messages: {} });
    const [plural] = descriptors(code);
    const descriptor = { ...plural!, values: { n: 2 } };
    expect(i18n._(descriptor as never)).toBe("2 posts");
  });

  it("leaves objects that are not message descriptors alone", () => {
    const code = compile('export const e = { id: "a", message: "plain {text}" };\n');
    expect(code).toContain('message: "plain {text}"');
  });
});
