// The About tab shows only what the server sent: another reader's date of birth, gender and contacts never arrive.
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { ProfileAbout } from "./ProfileAbout";

const base = { id: 7, first_name: "Karima", surname: "Begum", nickname: null, photo_url: null };

describe("ProfileAbout", () => {
  it("shows the owner's own date of birth and gender", () => {
    renderWithProviders(
      <ProfileAbout
        user={{ ...base, dob: "1990-04-14", gender: "f", created_at: "2026-01-01T00:00:00.000Z" }}
      />,
    );
    expect(screen.getByText("Date of birth")).toBeInTheDocument();
    expect(screen.getByText(/1990/)).toBeInTheDocument();
    expect(screen.getByText("Female")).toBeInTheDocument();
  });

  it("leaves out the rows another reader's record has empty", () => {
    renderWithProviders(
      <ProfileAbout
        user={{
          ...base,
          username: "",
          mobile: null,
          email: null,
          dob: null,
          gender: null,
          created_at: "2026-01-01T00:00:00.000Z",
        }}
      />,
    );
    expect(screen.getByText("Joined")).toBeInTheDocument();
    for (const label of ["Date of birth", "Gender", "Mobile", "Email"])
      expect(screen.queryByText(label)).not.toBeInTheDocument();
  });

  it("says nothing is shared when a short record carries none of them", () => {
    renderWithProviders(<ProfileAbout user={base} />);
    expect(screen.getByText("Nothing shared yet.")).toBeInTheDocument();
  });
});
