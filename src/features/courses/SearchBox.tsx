// A search form for lists: submits the trimmed term (an empty term shows everything).
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui";
import "./search.css";

export function SearchBox({
  term,
  label,
  onSearch,
}: {
  term: string;
  label: string;
  onSearch: (term: string) => void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState(term);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className="list-search" onSubmit={submit} aria-label={label}>
      <input
        type="search"
        className="ui-field__control"
        value={value}
        maxLength={330}
        placeholder={t`Search`}
        aria-label={label}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit">
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
