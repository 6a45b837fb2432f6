// A labelled date input; its value is the ISO calendar date "YYYY-MM-DD" the API expects.
import { TextField, type TextFieldProps } from "./TextField";

export type DateFieldProps = Omit<TextFieldProps, "type">;

export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
