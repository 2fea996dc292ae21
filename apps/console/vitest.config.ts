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
    environment: "jsdom",
    // Two files at once: vitest's default on two cores is one, which left a core idle once the
    // other packages' tasks had finished.
    maxWorkers: 2,
    globals: true,
    setupFiles: ["./src/test/setup.ts", "./src/test/dialog-setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"],
    css: false,
    testTimeout: 20_000,
  },
});
