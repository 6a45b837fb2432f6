// A screen's frame: its heading (the page's h1), an optional lead line and actions, then the content.
import { useId, type ReactNode } from "react";
import "./screen.css";

interface ScreenProps {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}

export function Screen({ title, lead, actions, wide, children }: ScreenProps) {
  const headingId = useId();
  return (
    <section className="screen" data-wide={wide ?? false} aria-labelledby={headingId}>
      <header className="screen-header">
        <div>
          <h1 id={headingId} className="screen-title">
            {title}
          </h1>
          {lead && <p className="screen-lead">{lead}</p>}
        </div>
        {actions && <div className="screen-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
