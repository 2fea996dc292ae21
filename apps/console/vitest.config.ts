import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Component tests sign in against an in-memory stand-in for Firebase Auth (see the file).
    alias: {
      "firebase/auth": fileURLToPath(new URL("./src/test/fake-firebase-auth.ts", import.meta.url)),
    },
  },
  test: {
    environment: "happy-dom",
    // Two files at once: vitest's default on two cores is one, which left a core idle once the
    // other packages' tasks had finished.
    maxWorkers: 2,
    // Files share their worker's page and modules instead of each loading jsdom, MSW and the app
    // anew (202 s of CPU down to 76 s). The setup file resets what a file could leave behind: the
    // mocked API, Auth, storage, the address and every mock after each test, and the browser
    // session before each file.
    isolate: false,
    globals: true,
    setupFiles: ["./src/test/setup.ts", "./src/test/dialog-setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    css: false,
    // Above the setup file's 20 s wait for what a test looks for (see there).
    testTimeout: 40_000,
  },
});
