import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { isLinkToken, newLinkToken } from "../../http/link-tokens.js";
import { sha256Hex } from "../../platform/unique-keys.js";

/** A new invitation token (the secret its link carries) and the hash stored in its place. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = newLinkToken();
  return { token, hash: invitationTokenHash(token) };
}

/** What is stored of a token: its SHA-256, hex. The token itself is never written anywhere. */
export const invitationTokenHash = (token: string): string => sha256Hex(token);

/** Whether a text has the shape of a token (anything else is not looked up). */
export const isInvitationToken = isLinkToken;

/** `invitationTokens/{sha256(token)}` → `{orgId, invitationId, expiresAt}`. */
export const invitationTokenRef = (db: Firestore, hash: string): DocumentReference =>
  db.doc(`invitationTokens/${hash}`);
