import { onRequest } from "firebase-functions/v2/https";

export const api = onRequest({ region: "us-central1" }, (_request, response) => {
  response.status(404).json({ error: "Not found" });
});
