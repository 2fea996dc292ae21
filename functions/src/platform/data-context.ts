import type { Firestore } from "firebase-admin/firestore";
import { withDeadline } from "../deadline.js";
import type { Clock } from "./clock.js";

/** What every store works with: Firestore, the deadline every call runs under, and the clock. */
export interface DataContext {
  db: Firestore;
  /** Runs one Firestore call under the API's deadline (503 when it is not met). */
  call<T>(operation: Promise<T>): Promise<T>;
  clock: Clock;
}

export function dataContext(db: Firestore, deadlineMs: number, clock: Clock): DataContext {
  return { db, clock, call: (operation) => withDeadline("Firestore", operation, deadlineMs) };
}
