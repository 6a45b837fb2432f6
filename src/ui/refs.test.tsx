// Refs given to the UI kit reach the DOM element, through forwardRef: the only way Preact's compatibility
// layer (the production runtime) passes a ref into a function component; otherwise it gets the instance.
import { describe, expect, it } from "vitest";
import { createRef } from "react";
import { renderWithProviders } from "../test/render";
import { Button } from "./Button";
import { Checkbox } from "./Checkbox";
import { PasswordField } from "./PasswordField";
import { SelectField } from "./SelectField";
import { TextArea } from "./TextArea";
import { TextField } from "./TextField";

const FORWARD_REF = Symbol.for("react.forward_ref");

describe("refs into the UI kit", () => {
  it("Button, TextField, PasswordField, Checkbox, SelectField and TextArea are forwardRef components", () => {
    for (const component of [Button, TextField, PasswordField, Checkbox, SelectField, TextArea]) {
      expect((component as unknown as { $$typeof: symbol }).$$typeof).toBe(FORWARD_REF);
    }
  });

  it("hands each ref its DOM element", () => {
    const button = createRef<HTMLButtonElement>();
    const text = createRef<HTMLInputElement>();
    const password = createRef<HTMLInputElement>();
    const checkbox = createRef<HTMLInputElement>();
    const select = createRef<HTMLSelectElement>();
    const textarea = createRef<HTMLTextAreaElement>();
    renderWithProviders(
      <>
        <Button ref={button}>Cancel</Button>
        <TextField ref={text} label="Name" />
        <PasswordField ref={password} label="Password" />
        <Checkbox ref={checkbox} label="I agree" />
        <SelectField ref={select} label="Reason" options={[{ value: "spam", label: "Spam" }]} />
        <TextArea ref={textarea} label="Text" />
      </>,
    );
    expect(button.current).toBeInstanceOf(HTMLButtonElement);
    expect(text.current).toBeInstanceOf(HTMLInputElement);
    expect(text.current?.type).toBe("text");
    expect(password.current?.type).toBe("password");
    expect(checkbox.current?.type).toBe("checkbox");
    expect(select.current).toBeInstanceOf(HTMLSelectElement);
    expect(textarea.current).toBeInstanceOf(HTMLTextAreaElement);
  });
});
