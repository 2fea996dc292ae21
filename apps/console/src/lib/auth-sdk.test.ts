import { createLazyModule, loadAuthSdk, whenAuthSdkLoads } from "./auth-sdk";

describe("createLazyModule", () => {
  it("loads once for every caller and tells those waiting before the load resolves", async () => {
    const importModule = vi.fn(() => Promise.resolve({ name: "sdk" }));
    const lazy = createLazyModule(importModule);
    const heard: string[] = [];
    lazy.whenLoaded((module) => heard.push(`waiting: ${module.name}`));
    const cancelled = vi.fn();
    lazy.whenLoaded(cancelled)();

    const [first, second] = await Promise.all([
      lazy.load().then((module) => (heard.push("loaded"), module)),
      lazy.load(),
    ]);

    expect(first).toBe(second);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(heard).toEqual(["waiting: sdk", "loaded"]);
    expect(cancelled).not.toHaveBeenCalled();
    lazy.whenLoaded((module) => heard.push(`late: ${module.name}`));
    expect(heard).toContain("late: sdk");
  });

  it("tries again after a failed load, and then tells those who waited", async () => {
    const importModule = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ name: "sdk" });
    const lazy = createLazyModule(importModule);
    const listener = vi.fn();
    lazy.whenLoaded(listener);

    await expect(lazy.load()).rejects.toThrow("Failed to fetch");
    expect(listener).not.toHaveBeenCalled();
    await expect(lazy.load()).resolves.toEqual({ name: "sdk" });
    expect(listener).toHaveBeenCalledWith({ name: "sdk" });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

describe("loadAuthSdk", () => {
  it("gives the one Auth instance with the functions the console calls", async () => {
    const sdk = await loadAuthSdk();
    expect(sdk.auth).toBeDefined();
    expect(sdk).toMatchObject({
      onAuthStateChanged: expect.any(Function),
      signInWithEmailAndPassword: expect.any(Function),
      signInWithPopup: expect.any(Function),
      signOut: expect.any(Function),
    });
    expect(await loadAuthSdk()).toBe(sdk);
    const listener = vi.fn();
    whenAuthSdkLoads(listener);
    expect(listener).toHaveBeenCalledWith(sdk);
  });
});
