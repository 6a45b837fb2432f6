// The code modal in Bangla: the countdown in Bangla digits, 'Time expired' and Try Again translated.
import { act, screen } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { CodeModal, isValidCode } from "./CodeModal";

afterEach(() => vi.useRealTimers());

describe("CodeModal", () => {
  it("counts down in Bangla digits and turns OK into Try Again on expiry", () => {
    vi.useFakeTimers({ now: 0 });
    const props = {
      open: true,
      deadline: 30_000,
      rejected: false,
      busy: false,
      onSubmit: vi.fn(),
      onTryAgain: vi.fn(),
      onClose: vi.fn(),
    };
    renderWithProviders(<CodeModal {...props} />, { locale: "bn" });
    expect(screen.getByTestId("otc-countdown")).toHaveTextContent(
      "কোডটির মেয়াদ শেষ হবে ৩০ সেকেন্ডে।",
    );
    expect(screen.getByRole("button", { name: "ঠিক আছে" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId("otc-countdown")).toHaveTextContent("সময় শেষ");
    act(() => screen.getByRole("button", { name: "আবার চেষ্টা করুন" }).click());
    expect(props.onTryAgain).toHaveBeenCalled();
  });
});

describe("isValidCode", () => {
  it.each(["1", "123456", "১২৩৪৫৬", " 123456 "])("accepts %s", (code) => {
    expect(isValidCode(code)).toBe(true);
  });
  it.each(["", "1234567", "12a456", "12 456"])("refuses %s", (code) => {
    expect(isValidCode(code)).toBe(false);
  });
});
