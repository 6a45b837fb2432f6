// The catalogue form's values and errors kept together: whatever changes a field (typing, a scan, a known
// book filling the form) drops that field's errors in the same update, so a fixed field shows no old message.
import { useCallback, useState, type SetStateAction } from "react";
import { withoutChanged, type CopyFormErrors, type CopyFormValues } from "./copyForm";

export function useCopyForm(
  initialValues: () => CopyFormValues,
  initialErrors: () => CopyFormErrors = () => ({}),
) {
  const [state, setState] = useState(() => ({
    values: initialValues(),
    errors: initialErrors(),
  }));
  const setValues = useCallback(
    (next: SetStateAction<CopyFormValues>) =>
      setState((s) => {
        const values = typeof next === "function" ? next(s.values) : next;
        return { values, errors: withoutChanged(s.errors, s.values, values) };
      }),
    [],
  );
  const setErrors = useCallback(
    (errors: CopyFormErrors) => setState((s) => ({ ...s, errors })),
    [],
  );
  return { values: state.values, errors: state.errors, setValues, setErrors };
}
