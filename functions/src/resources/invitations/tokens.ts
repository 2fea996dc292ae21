import { randomBytes } from "node:crypto";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { sha256Hex } from "../../platform/unique-keys.js";

/** 32 random bytes as base64url: the secret an invitation's link carries. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/u;

/** A new invitation token and the hash that is stored in its place. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, hash: invitationTokenHash(token) };
}

/** What is stored of a token: its SHA-256, hex. The token itself is never written anywhere. */
export const invitationTokenHash = (token: string): string => sha256Hex(token);

/** Whether a text has the shape of a token (anything else is not looked up). */
export const isInvitationToken = (text: string): boolean => TOKEN_PATTERN.test(text);

/** `invitationTokens/{sha256(token)}` → `{orgId, invitationId, expiresAt}`. */
export const invitationTokenRef = (db: Firestore, hash: string): DocumentReference =>
  db.doc(`invitationTokens/${hash}`);
