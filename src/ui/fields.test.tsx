import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderWithProviders } from "../test/render";
import { Checkbox } from "./Checkbox";
import { DateField } from "./DateField";
import { PasswordField } from "./PasswordField";
import { SelectField } from "./SelectField";
import { TextArea, rowsFor } from "./TextArea";
import { TextField } from "./TextField";

describe("field error wiring", () => {
  it("shows only the first message, marks the control invalid and describes it by the message", () => {
    renderWithProviders(
      <TextField label="Email" hint="We never share it" error={["Email is taken", "Other"]} />,
    );
    const input = screen.getByLabelText("Email");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("We never share it Email is taken");
    expect(screen.queryByText("Other")).not.toBeInTheDocument();
  });

  it("is valid with no error or an empty list", () => {
    renderWithProviders(<TextField label="Name" error={[]} />);
    const input = screen.getByLabelText("Name");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it.each([
    ["Checkbox", <Checkbox key="c" label="I agree" error="You must agree" />, "I agree"],
    ["DateField", <DateField key="d" label="Birthday" error="Bad date" />, "Birthday"],
    ["TextArea", <TextArea key="t" label="Body" error="Body is required" />, "Body"],
    ["SelectField", <SelectField key="s" label="Subject" error="Pick one" />, "Subject"],
    ["PasswordField", <PasswordField key="p" label="Password" error="Too short" />, "Password"],
  ])("%s carries the error the same way", (_name, element, label) => {
    renderWithProviders(element);
    const control = screen.getByLabelText(label);
    expect(control).toHaveAttribute("aria-invalid", "true");
    expect(control.getAttribute("aria-describedby")).toMatch(/-error$/);
    expect(document.getElementById(control.getAttribute("aria-describedby")!)).toBeVisible();
  });
});

describe("PasswordField", () => {
  it("shows and hides the password", async () => {
    renderWithProviders(<PasswordField label="Password" />);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveAttribute("type", "password");
  });

  it("speaks Bangla", () => {
    renderWithProviders(<PasswordField label="পাসওয়ার্ড" />, { locale: "bn" });
    expect(screen.getByRole("button", { name: "পাসওয়ার্ড দেখান" })).toBeInTheDocument();
  });
});

describe("TextArea", () => {
  it("computes rows within 4..6", () => {
    expect(rowsFor("", 4, 6)).toBe(4);
    expect(rowsFor("a\nb\nc\nd\ne", 4, 6)).toBe(5);
    expect(rowsFor("1\n2\n3\n4\n5\n6\n7\n8", 4, 6)).toBe(6);
    expect(rowsFor("one long wrapped line", 4, 6, 5)).toBe(5);
  });

  it("grows from 4 to at most 6 rows as lines are typed", async () => {
    function Controlled() {
      const [value, setValue] = useState("");
      return <TextArea label="Post" value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    renderWithProviders(<Controlled />);
    const area = screen.getByLabelText("Post");
    expect(area).toHaveAttribute("rows", "4");
    await userEvent.type(area, "1{Enter}2{Enter}3{Enter}4{Enter}5");
    expect(area).toHaveAttribute("rows", "5");
    await userEvent.type(area, "{Enter}6{Enter}7{Enter}8");
    expect(area).toHaveAttribute("rows", "6");
    await userEvent.clear(area);
    expect(area).toHaveAttribute("rows", "4");
  });

  it("grows when uncontrolled too", () => {
    renderWithProviders(<TextArea label="Note" />);
    const area = screen.getByLabelText("Note") as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: "a\nb\nc\nd\ne\nf" } });
    expect(area).toHaveAttribute("rows", "6");
  });
});

describe("SelectField", () => {
  it("starts on the placeholder, which cannot be chosen back", async () => {
    renderWithProviders(
      <SelectField
        label="Subject"
        placeholder="Please select an option"
        options={[
          { value: "spam", label: "Spam" },
          { value: "abuse", label: "Abuse" },
        ]}
      />,
    );
    const select = screen.getByLabelText("Subject") as HTMLSelectElement;
    expect(select.value).toBe("");
    expect(screen.getByRole("option", { name: "Please select an option" })).toBeDisabled();
    await userEvent.selectOptions(select, "abuse");
    expect(select.value).toBe("abuse");
  });
});

describe("Checkbox and DateField", () => {
  it("toggle and accept an ISO date", async () => {
    renderWithProviders(
      <>
        <Checkbox label="I agree to the rules" />
        <DateField label="Date of birth" />
      </>,
    );
    const box = screen.getByRole("checkbox", { name: "I agree to the rules" });
    await userEvent.click(screen.getByText("I agree to the rules"));
    expect(box).toBeChecked();
    const date = screen.getByLabelText("Date of birth") as HTMLInputElement;
    expect(date.type).toBe("date");
    fireEvent.change(date, { target: { value: "2001-03-26" } });
    expect(date.value).toBe("2001-03-26");
  });
});
