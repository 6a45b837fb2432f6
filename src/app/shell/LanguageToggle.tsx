// The language switch: shows the other language's own name and switches in place, without a reload. Bangla's
// texts come from the network the first time; offline before that, it says so and stays in English.
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { activateLocale, isLocale, type Locale } from "../../i18n";
import { toast } from "../../ui/toast";

export function LanguageToggle({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState(false);
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : "en";
  const next: Locale = current === "en" ? "bn" : "en";
  const label = next === "bn" ? "বাংলা" : "English";

  const onClick = async () => {
    setBusy(true);
    try {
      await activateLocale(next);
    } catch {
      toast(
        t`Bangla is not saved on this phone yet. Connect to the internet once to switch to it.`,
        "error",
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={className ?? "lang-toggle"}
      lang={next}
      onClick={onClick}
      disabled={busy}
      title={t`Change language`}
      data-testid="language-toggle"
    >
      {label}
    </button>
  );
}
