// Small line icons for the post actions (drawn, so they show even where no emoji font is installed).
export function ThumbsUp({ filled = false }: { filled?: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className="post-icon">
      <path
        d="M7 10v11H3V10h4zm2 11h8.2a2 2 0 0 0 2-1.6l1.3-7A2 2 0 0 0 18.5 10H14l.8-4.2A1.8 1.8 0 0 0 13 3.6L9 10v11z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CommentIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className="post-icon">
      <path
        d="M4 5h16v11H9l-5 4V5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
