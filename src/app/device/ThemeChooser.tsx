// Light, dark or the device's setting: applied at once and kept on this device (src/app/theme/choice.ts).
import { useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  chooseTheme,
  onThemeChosenElsewhere,
  storedTheme,
  type ThemeChoice,
} from "../theme/choice";

export function ThemeChooser() {
  const { t } = useLingui();
  const [choice, setChoice] = useState<ThemeChoice>(storedTheme);
  // Another tab's choice shows here too (start-up applies it to the page).
  useEffect(() => onThemeChosenElsewhere(setChoice), []);
  const options: { value: ThemeChoice; label: string }[] = [
    { value: "system", label: t`Same as the device` },
    { value: "light", label: t`Light` },
    { value: "dark", label: t`Dark` },
  ];
  return (
    <fieldset className="device-panel__themes">
      <legend>
        <Trans>Theme</Trans>
      </legend>
      {options.map((option) => (
        <label key={option.value} className="device-panel__option">
          <input
            type="radio"
            name="theme"
            value={option.value}
            checked={choice === option.value}
            onChange={() => {
              chooseTheme(option.value);
              setChoice(option.value);
            }}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
