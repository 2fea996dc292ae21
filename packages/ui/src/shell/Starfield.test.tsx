import { act, render, screen } from "@testing-library/react";
import { installFakeMatchMedia } from "./fake-match-media.js";
import { NotFoundView } from "./NotFoundView.js";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function installFakeCanvas() {
  const context = {
    fillRect: vi.fn(),
    clearRect: vi.fn(),
    setTransform: vi.fn(),
    fillStyle: "",
    globalAlpha: 1,
  };
  const getContext = vi.fn(() => context);
  Object.defineProperty(HTMLCanvasElement.prototype, "getContext", {
    value: getContext,
    configurable: true,
  });
  return { context, getContext };
}

function installFakeAnimationFrames() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    callbacks.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => callbacks.delete(id));
  return {
    pending: () => callbacks.size,
    runFrame: (time: number) =>
      act(() => {
        const due = [...callbacks.values()];
        callbacks.clear();
        for (const callback of due) callback(time);
      }),
  };
}

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

describe("the 404 page", () => {
  afterEach(() => setVisibility("visible"));

  it("says the page was not found and links home", () => {
    installFakeMatchMedia();
    installFakeCanvas();
    installFakeAnimationFrames();
    render(<NotFoundView homeHref="/" />);
    expect(screen.getByRole("heading", { name: "404: Not Found" })).toBeVisible();
    expect(screen.getByText("Oops, we couldn't find that page.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
  });

  it("draws 500 stars on one canvas and keeps animating", () => {
    installFakeMatchMedia();
    const { context } = installFakeCanvas();
    const frames = installFakeAnimationFrames();
    const { container } = render(<NotFoundView homeHref="/" />);

    expect(container.querySelectorAll("canvas")).toHaveLength(1);
    expect(context.fillRect).toHaveBeenCalledTimes(500);
    expect(frames.pending()).toBe(1);

    frames.runFrame(1000);
    expect(context.fillRect).toHaveBeenCalledTimes(1000);
    expect(frames.pending()).toBe(1);
  });

  it("redraws at most 30 times a second", () => {
    installFakeMatchMedia();
    const { context } = installFakeCanvas();
    const frames = installFakeAnimationFrames();
    render(<NotFoundView homeHref="/" />);
    frames.runFrame(1000);
    frames.runFrame(1010);
    frames.runFrame(1020);
    expect(context.fillRect).toHaveBeenCalledTimes(1000);
  });

  it("stops animating while the page is hidden and resumes when shown", () => {
    installFakeMatchMedia();
    installFakeCanvas();
    const frames = installFakeAnimationFrames();
    render(<NotFoundView homeHref="/" />);

    setVisibility("hidden");
    expect(frames.pending()).toBe(0);
    setVisibility("visible");
    expect(frames.pending()).toBe(1);
  });

  it("stays still for people who prefer reduced motion", () => {
    installFakeMatchMedia({ [REDUCED_MOTION]: true });
    const { context } = installFakeCanvas();
    const frames = installFakeAnimationFrames();
    render(<NotFoundView homeHref="/" />);

    expect(context.fillRect).toHaveBeenCalledTimes(500);
    expect(frames.pending()).toBe(0);
  });

  it("stops all work when it leaves the page", () => {
    installFakeMatchMedia();
    installFakeCanvas();
    const frames = installFakeAnimationFrames();
    const { unmount } = render(<NotFoundView homeHref="/" />);
    unmount();
    expect(frames.pending()).toBe(0);
  });
});
