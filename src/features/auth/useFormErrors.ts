// A form's errors per field: a required check done here first, else the server's; editing a field clears both.
import { useState } from "react";
import type { Failure } from "./failures";

export function useFormErrors<Field extends string>() {
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const clear = (field: Field) => {
    setMissing((m) => ({ ...m, [field]: undefined }));
    setFailure((f) => {
      if (!f || !(field in f.fields)) return f;
      const fields = { ...f.fields };
      delete fields[field];
      return { ...f, fields };
    });
  };
  const error = (field: Field) => missing[field] ?? failure?.fields[field];
  return { failure, setFailure, setMissing, clear, error };
}
