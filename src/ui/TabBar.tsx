// A row of tab links (each tab is a URL, so back/forward and reloads keep the chosen tab).
import type { ReactNode } from "react";
import "./TabBar.css";

export function TabBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="tab-bar" aria-label={label}>
      {children}
    </nav>
  );
}
