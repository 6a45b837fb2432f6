import { describe, expect, it } from "vitest";
import { act, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError } from "../api/errors";
import { renderWithProviders } from "../test/render";
import { TextField } from "./TextField";
import { useFieldErrors } from "./useFieldErrors";

describe("useFieldErrors", () => {
  it("holds the map, gives the first message and clears one field", () => {
    const { result } = renderHook(() => useFieldErrors());
    expect(result.current.hasAny).toBe(false);
    act(() => result.current.setAll({ email: ["Taken", "Invalid"], phone: ["Bad"], x: [] }));
    expect(result.current.first("email")).toBe("Taken");
    expect(result.current.errors).not.toHaveProperty("x");
    act(() => result.current.clear("email"));
    expect(result.current.first("email")).toBeUndefined();
    expect(result.current.first("phone")).toBe("Bad");
    act(() => result.current.set("body", "Required"));
    expect(result.current.first("body")).toBe("Required");
  });

  it("takes the field errors of an ApiError and ignores other errors", () => {
    const { result } = renderHook(() => useFieldErrors());
    let had = false;
    act(() => {
      had = result.current.fromError(
        new ApiError(422, "http", "Invalid", { username: ["Already used"] }),
      );
    });
    expect(had).toBe(true);
    expect(result.current.first("username")).toBe("Already used");
    act(() => {
      had = result.current.fromError(new Error("boom"));
    });
    expect(had).toBe(false);
    expect(result.current.first("username")).toBe("Already used");
    act(() => {
      had = result.current.fromError(
        Object.assign(new Error("other"), { fieldErrors: { username: ["Not this one"] } }),
      );
    });
    expect(had).toBe(false);
    expect(result.current.first("username")).toBe("Already used");
    act(() => {
      had = result.current.fromError(new ApiError(0, "network", "offline"));
    });
    expect(had).toBe(false);
    expect(result.current.hasAny).toBe(false);
  });

  it("a field shows the server message and loses it when edited", async () => {
    function Form() {
      const fields = useFieldErrors({ email: ["This email is already registered"] });
      return (
        <TextField
          label="Email"
          error={fields.errors.email}
          onChange={() => fields.clear("email")}
        />
      );
    }
    renderWithProviders(<Form />);
    expect(screen.getByText("This email is already registered")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Email"), "a");
    expect(screen.queryByText("This email is already registered")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
  });
});
