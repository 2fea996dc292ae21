/**
 * The two items the console keeps in browser storage besides the theme, under product-prefixed
 * keys: the signed-in user's uid (so a reload can assume "signed in" before Auth has answered)
 * and the current organization id.
 */
export const STORED_UID_KEY = "hoa-console:uid";
export const STORED_ORG_ID_KEY = "hoa-console:orgId";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private modes); the console then works without the optimism.
  }
}

export const storedSession = {
  readUid: () => read(STORED_UID_KEY),
  saveUid: (uid: string) => write(STORED_UID_KEY, uid),
  readOrgId: () => read(STORED_ORG_ID_KEY),
  saveOrgId: (orgId: string) => write(STORED_ORG_ID_KEY, orgId),
  clearOrgId: () => write(STORED_ORG_ID_KEY, null),
  clearAll: () => {
    write(STORED_UID_KEY, null);
    write(STORED_ORG_ID_KEY, null);
  },
};
