// The radio buttons of a sheet's choice (which copies, whose cards): one per kind, each with its label.
interface ChoiceKindsProps<K extends string> {
  /** The radio group's name in the form. */
  name: string;
  kinds: { kind: K; label: string }[];
  value: K;
  onPick: (kind: K) => void;
}

export function ChoiceKinds<K extends string>({ name, kinds, value, onPick }: ChoiceKindsProps<K>) {
  return (
    <div className="copy-chooser__kinds">
      {kinds.map(({ kind, label }) => (
        <label key={kind} className="copy-chooser__kind">
          <input
            type="radio"
            name={name}
            value={kind}
            checked={value === kind}
            onChange={() => onPick(kind)}
          />{" "}
          {label}
        </label>
      ))}
    </div>
  );
}
