// The one-time-code round trip: statuses open the modal with the server's lifetime, OK finishes,
// a wrong code keeps the countdown, errors land under fields and close the modal.
import { act, renderHook } from "@testing-library/react";
import { ApiError } from "../../api/errors";
import type { OtcResponse } from "../../api/schemas";
import { useOneTimeCode } from "./useOneTimeCode";

let clock = 1_000_000;
const now = () => clock;

function setup(answers: Array<OtcResponse | Error>, withMessage = false) {
  const send = vi.fn(async (_code?: string) => {
    const next = answers.shift();
    if (!next) throw new Error("no answer left");
    if (next instanceof Error) throw next;
    return next;
  });
  const onOk = vi.fn();
  const hook = renderHook(() => useOneTimeCode(send, onOk, { withMessage, now }));
  return { send, onOk, hook };
}

describe("useOneTimeCode", () => {
  it("opens the modal with a 30 s countdown until the server says otherwise", async () => {
    const { hook, send } = setup([{ status: "OTC_GENERATED" }]);
    await act(() => hook.result.current.submit());
    expect(send).toHaveBeenCalledWith(undefined);
    expect(hook.result.current.modal).toEqual({
      open: true,
      deadline: clock + 30_000,
      rejected: false,
    });
  });

  it("uses otc_expired_after_in_seconds, sends the code, and finishes on OK", async () => {
    const { hook, send, onOk } = setup([
      { status: "OTC_GENERATED", data: { otc_expired_after_in_seconds: 120 } },
      { status: "OK", data: { token: "t" } },
    ]);
    await act(() => hook.result.current.submit());
    expect(hook.result.current.modal.deadline).toBe(clock + 120_000);
    await act(() => hook.result.current.submit("123456"));
    expect(send).toHaveBeenLastCalledWith("123456");
    expect(onOk).toHaveBeenCalledWith({ status: "OK", data: { token: "t" } });
    expect(hook.result.current.modal.open).toBe(false);
  });

  it("a refused code keeps the modal and its countdown, marked rejected", async () => {
    const { hook } = setup([
      { status: "OTC_GENERATED", data: { otc_expired_after_in_seconds: 60 } },
      { status: "OTC_REJECTED" },
    ]);
    await act(() => hook.result.current.submit());
    const deadline = hook.result.current.modal.deadline;
    clock += 10_000;
    await act(() => hook.result.current.submit("000000"));
    expect(hook.result.current.modal).toEqual({ open: true, deadline, rejected: true });
  });

  it("OTC_REJECTED on the first send also opens the modal", async () => {
    const { hook } = setup([
      { status: "OTC_REJECTED", data: { otc_expired_after_in_seconds: 45 } },
    ]);
    await act(() => hook.result.current.submit());
    expect(hook.result.current.modal).toMatchObject({ open: true, deadline: clock + 45_000 });
  });

  it("Try Again after expiry sends without a code and restarts the countdown", async () => {
    const { hook, send } = setup([
      { status: "OTC_GENERATED", data: { otc_expired_after_in_seconds: 30 } },
      { status: "OTC_GENERATED" },
    ]);
    await act(() => hook.result.current.submit());
    clock += 31_000;
    await act(() => hook.result.current.submit());
    expect(send).toHaveBeenLastCalledWith(undefined);
    expect(hook.result.current.modal).toEqual({
      open: true,
      deadline: clock + 30_000,
      rejected: false,
    });
  });

  it("field errors close the modal and clear one by one as fields are edited", async () => {
    const { hook } = setup([
      { status: "OTC_GENERATED" },
      new ApiError(422, "http", "Invalid", { username: ["Taken."], dob: ["Bad date."] }),
    ]);
    await act(() => hook.result.current.submit());
    await act(() => hook.result.current.submit("123456"));
    expect(hook.result.current.modal.open).toBe(false);
    expect(hook.result.current.failure?.fields).toEqual({
      username: ["Taken."],
      dob: ["Bad date."],
    });
    act(() => hook.result.current.clearField("username"));
    expect(hook.result.current.failure?.fields).toEqual({ dob: ["Bad date."] });
  });

  it("a failure without fields keeps the modal open and shows its message", async () => {
    const { hook } = setup([
      { status: "OTC_GENERATED" },
      new ApiError(503, "http", "Service Unavailable"),
    ]);
    await act(() => hook.result.current.submit());
    await act(() => hook.result.current.submit("123456"));
    expect(hook.result.current.modal.open).toBe(true);
    expect(hook.result.current.failure?.notice).toBe("Service Unavailable");
  });

  it("a failing onOk (profile fetch) shows as a failure", async () => {
    const { hook, onOk } = setup([{ status: "OK" }]);
    onOk.mockRejectedValueOnce(new ApiError(500, "http", "Server Error"));
    await act(() => hook.result.current.submit());
    expect(hook.result.current.failure?.notice).toBe("Server Error");
  });

  it("ignores a second submit while one is in flight", async () => {
    const { hook, send } = setup([{ status: "OTC_GENERATED" }, { status: "OTC_GENERATED" }]);
    await act(async () => {
      const a = hook.result.current.submit();
      const b = hook.result.current.submit();
      await Promise.all([a, b]);
    });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
