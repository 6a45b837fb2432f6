// The "Display and app" panel: the theme choice and, where the device can, installing the app.
import { ThemeChooser } from "./ThemeChooser";
import { InstallSection } from "./InstallSection";
import "./device.css";

export function DevicePanel({ onDone }: { onDone: () => void }) {
  return (
    <div className="device-panel">
      <ThemeChooser />
      <InstallSection onDone={onDone} />
    </div>
  );
}
