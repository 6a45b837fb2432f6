// preloadable: renders at once after preload (no Suspense fallback), and still works without it.
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { preloadable } from "./preloadable";

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe("preloadable", () => {
  it("renders without suspending once preloaded", async () => {
    let loads = 0;
    const Screen = preloadable(async () => {
      loads += 1;
      return Hello;
    });
    await Screen.preload();
    await Screen.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen name="Karima" />
      </Suspense>,
    );
    // In the very first commit: no fallback in between.
    expect(screen.getByText("Hello Karima")).toBeInTheDocument();
    expect(screen.queryByText("waiting")).toBeNull();
    expect(loads).toBe(1);
  });

  it("suspends, then shows the component, when not preloaded", async () => {
    const Screen = preloadable(async () => Hello);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen name="Rahim" />
      </Suspense>,
    );
    expect(screen.getByText("waiting")).toBeInTheDocument();
    expect(await screen.findByText("Hello Rahim")).toBeInTheDocument();
  });

  it("loads again after a failed load", async () => {
    let loads = 0;
    const Screen = preloadable(async () => {
      loads += 1;
      if (loads === 1) throw new Error("offline");
      return Hello;
    });
    await expect(Screen.preload()).rejects.toThrow("offline");
    await Screen.preload();
    expect(loads).toBe(2);
    render(<Screen name="Sakib" />);
    expect(screen.getByText("Hello Sakib")).toBeInTheDocument();
  });
});
