import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { interFont } from "./scripts/inter-font";

export default defineConfig({
  plugins: [react(), interFont()],
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    // The dev server forwards the API to the Hosting emulator, which rewrites it to the functions.
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // scripts/size.mjs reads the chunk graph from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // What /sign-in needs before it is interactive (the entry's static imports) is one chunk:
        // the modules it shares with lazy chunks would otherwise be split into small chunks of
        // their own, each one more request on the page's critical path.
        codeSplitting: { groups: [{ name: "initial", tags: ["$initial"] }] },
      },
    },
  },
});
