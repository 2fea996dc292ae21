/**
 * An ID token in the Auth emulator's own format: a JWT with `alg: none` and no signature, which
 * the Admin SDK accepts when `FIREBASE_AUTH_EMULATOR_HOST` is set. Used to make tokens the
 * emulator would never hand out, such as an expired one.
 */
export function emulatorIdToken(options: {
  projectId: string;
  uid: string;
  issuedAtSeconds: number;
  expiresAtSeconds: number;
}): string {
  const { projectId, uid, issuedAtSeconds, expiresAtSeconds } = options;
  const header = { alg: "none", typ: "JWT" };
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: issuedAtSeconds,
    user_id: uid,
    sub: uid,
    iat: issuedAtSeconds,
    exp: expiresAtSeconds,
    firebase: { identities: {}, sign_in_provider: "password" },
  };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
  return `${encode(header)}.${encode(payload)}.`;
}

export function expiredEmulatorIdToken(projectId: string, uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  return emulatorIdToken({
    projectId,
    uid,
    issuedAtSeconds: now - 7200,
    expiresAtSeconds: now - 3600,
  });
}
