/** The demo accounts and organization the local stack seeds, shared by the launcher and the tests. */
export const PROJECT_ID = "demo-hoa";

export const demoAdmin = {
  uid: "demo-admin",
  email: "admin@demo.hoa",
  password: "Admin123!",
  displayName: "Avery Admin",
} as const;

/** A member without admin rights: sees what members may see, cannot change anything. */
export const demoMember = {
  uid: "demo-member",
  email: "member@demo.hoa",
  password: "Member123!",
  displayName: "Morgan Member",
} as const;

/**
 * A resident of the directory who signs in to the portal: a member with role `resident`, linked
 * by uid to the first resident of the directory (their household's balance, their ticket).
 */
export const demoResident = {
  uid: "demo-resident",
  email: "resident@demo.hoa",
  password: "Resident1!",
} as const;

export const demoNewUser = {
  uid: "demo-new",
  email: "new@demo.hoa",
  password: "Newuser1!",
  displayName: "Noor Newcomer",
} as const;

export const demoOrganization = {
  id: "maple-grove",
  name: "Maple Grove HOA",
  description: "A community of 120 homes around Maple Grove Park.",
  createdBy: demoAdmin.uid,
} as const;

export const ports = {
  auth: 9099,
  functions: 5001,
  firestore: 8080,
  hosting: 5000,
  /** The Storage emulator (admin-only without its rules runtime: see docs/architecture.md). */
  storage: 9199,
  hub: 4400,
  logging: 4500,
  /** The Cloud Tasks emulator, which the Functions emulator starts for task-queue functions. */
  tasks: 9499,
  vite: 5173,
  /**
   * Where the functions send mail locally: the launcher's relay (`smtp-relay.ts`) to MailDev's
   * own SMTP port; MailDev's inbox page.
   */
  smtp: 1025,
  maildevSmtp: 1026,
  maildev: 1080,
} as const;

export const consoleUrl = `http://127.0.0.1:${ports.hosting}`;
export const devConsoleUrl = `http://127.0.0.1:${ports.vite}`;
/** MailDev's inbox: every email the local stack sends, and its REST API (`GET /email`). */
export const inboxUrl = `http://127.0.0.1:${ports.maildev}`;
export const localSmtpUrl = `smtp://127.0.0.1:${ports.smtp}`;
/** The default bucket the emulators give the functions (`{project}.appspot.com`). */
export const storageBucket = `${PROJECT_ID}.appspot.com`;
