// An honest empty state: what is missing, why, and (optionally) what to do next.
import type { ReactNode } from "react";
import "./EmptyState.css";

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <svg
        aria-hidden="true"
        width="48"
        height="48"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
      >
        <path d="M4 19V5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2zM8 7h6" strokeWidth="1.5" />
      </svg>
      <p>{children}</p>
      {action}
    </div>
  );
}
