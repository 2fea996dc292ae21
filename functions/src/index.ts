import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { onRequest } from "firebase-functions/v2/https";
import { firebaseIdTokenVerifier } from "./auth/idToken.js";
import { REGION, readConfig } from "./config.js";
import { fromTriggerRequest, sendApiResponse } from "./http/functionsAdapter.js";
import { createApiHandler, type ApiHandler } from "./http/router.js";

const config = readConfig(process.env);
let handler: ApiHandler | undefined;

// The Admin SDK starts with the first request rather than when the deploy step loads this module.
function apiHandler(): ApiHandler {
  if (!handler) {
    const app = initializeApp();
    handler = createApiHandler({
      config,
      firestore: getFirestore(app),
      verifyIdToken: firebaseIdTokenVerifier(getAuth(app)),
    });
  }
  return handler;
}

/** The HTTPS API; Hosting rewrites `/api/**` to it and it receives the full path. */
export const api = onRequest(
  // `cors: false` keeps the SDK's own CORS layer out (the emulator turns it on for any origin):
  // the router decides CORS, for the dev server's origins only.
  { region: REGION, cors: false },
  async (request, response) => {
    sendApiResponse(response, await apiHandler()(fromTriggerRequest(request)));
  },
);
