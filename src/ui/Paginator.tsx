// Page navigation under a list (SPEC §9 page rule, from lib/paginator) with "Items: x of total".
import { useLingui } from "@lingui/react/macro";
import { pageItems } from "../lib/paginator";
import { formatNumber } from "../i18n/format";
import "./Paginator.css";

export interface PaginatorProps {
  /** The current page, from 1 (meta.current_page). */
  page: number;
  /** meta.last_page */
  lastPage: number;
  /** meta.total */
  total: number;
  /** How many items the screen shows now (usually data.length of this page). */
  shown: number;
  onChange: (page: number) => void;
  /** Names the navigation, e.g. "Book pages"; defaults to "Pagination". */
  label?: string;
}

export function Paginator({ page, lastPage, total, shown, onChange, label }: PaginatorProps) {
  const { t } = useLingui();
  const items = pageItems(page, lastPage);
  const current = Math.min(Math.max(1, page), Math.max(1, lastPage));
  const shownText = formatNumber(shown);
  const totalText = formatNumber(total);
  return (
    <nav className="ui-paginator" aria-label={label ?? t`Pagination`}>
      {lastPage > 1 && (
        <ul className="ui-paginator__pages">
          <li>
            <button
              type="button"
              className="ui-paginator__step"
              disabled={current <= 1}
              onClick={() => onChange(current - 1)}
              aria-label={t`Previous page`}
            >
              <span aria-hidden="true">‹</span>
            </button>
          </li>
          {items.map((item) => {
            if (item.kind === "ellipsis") {
              return (
                <li key={item.key} className="ui-paginator__gap" aria-hidden="true">
                  …
                </li>
              );
            }
            const number = formatNumber(item.page);
            const isCurrent = item.page === current;
            return (
              <li key={item.page}>
                <button
                  type="button"
                  className="ui-paginator__page"
                  aria-current={isCurrent ? "page" : undefined}
                  aria-label={t`Page ${number}`}
                  onClick={() => !isCurrent && onChange(item.page)}
                >
                  {number}
                </button>
              </li>
            );
          })}
          <li>
            <button
              type="button"
              className="ui-paginator__step"
              disabled={current >= lastPage}
              onClick={() => onChange(current + 1)}
              aria-label={t`Next page`}
            >
              <span aria-hidden="true">›</span>
            </button>
          </li>
        </ul>
      )}
      <p className="ui-paginator__count">{t`Items: ${shownText} of ${totalText}`}</p>
    </nav>
  );
}
