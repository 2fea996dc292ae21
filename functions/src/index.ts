import { getRequestListener } from "@hono/node-server";
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { onRequest } from "firebase-functions/v2/https";
import { createApi } from "./app.js";
import { firebaseIdTokenVerifier } from "./auth/idToken.js";
import { REGION, readConfig } from "./config.js";
import { systemClock } from "./platform/clock.js";

const config = readConfig(process.env);
let listener: ReturnType<typeof getRequestListener> | undefined;

// The Admin SDK starts with the first request rather than when the deploy step loads this module.
function apiListener(): ReturnType<typeof getRequestListener> {
  if (!listener) {
    const app = initializeApp();
    const api = createApi({
      config,
      firestore: getFirestore(app),
      verifyIdToken: firebaseIdTokenVerifier(getAuth(app), {
        clock: systemClock,
        revocationCacheMs: config.revocationCacheMs,
      }),
      clock: systemClock,
    });
    // The platform has already read the body; the listener takes it from `rawBody`.
    listener = getRequestListener(api.fetch);
  }
  return listener;
}

/** The HTTPS API; Hosting rewrites `/api/**` to it and it receives the full path. */
export const api = onRequest(
  // `cors: false` keeps the SDK's own CORS layer out (the emulator turns it on for any origin):
  // the app decides CORS, for the dev server's origins only.
  { region: REGION, cors: false },
  async (request, response) => {
    await apiListener()(request, response);
  },
);
