// Refs given to the UI kit (a `ref` prop, as React 19 passes it to a function component) reach the DOM
// element, not the component.
import { describe, expect, it } from "vitest";
import { createRef } from "react";
import { renderWithProviders } from "../test/render";
import { Button } from "./Button";
import { Checkbox } from "./Checkbox";
import { PasswordField } from "./PasswordField";
import { SelectField } from "./SelectField";
import { TextArea } from "./TextArea";
import { TextField } from "./TextField";

describe("refs into the UI kit", () => {
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
