import type { Auth } from "firebase-admin/auth";

/** What the API changes of a person's account in the identity service. */
export interface Accounts {
  /**
   * Marks the account's email verified: accepting an invitation proves the mailbox (the link was
   * sent there), so a new account need not verify its address separately.
   */
  markEmailVerified(uid: string): Promise<void>;
}

export function firebaseAccounts(auth: Auth): Accounts {
  return {
    async markEmailVerified(uid) {
      await auth.updateUser(uid, { emailVerified: true });
    },
  };
}
