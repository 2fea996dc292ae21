import type { Firestore } from "firebase-admin/firestore";
import { withDeadline } from "../deadline.js";
import type { Clock } from "./clock.js";
import { keywordSearchFor, type KeywordSearch } from "./keywords.js";

/**
 * What every store works with: Firestore, the deadline every call runs under, the clock, and how
 * this Firestore finds an item by a keyword.
 */
export interface DataContext {
  db: Firestore;
  /** Runs one Firestore call under the API's deadline (503 when it is not met). */
  call<T>(operation: Promise<T>): Promise<T>;
  clock: Clock;
  keywordSearch: KeywordSearch;
  /**
   * Mail queued through this context is history, already sent at its time (the demo's past,
   * replayed by a seed): recorded as delivered and never sent. Unset for every request.
   */
  mailAsHistory?: boolean;
}

export function dataContext(
  db: Firestore,
  deadlineMs: number,
  clock: Clock,
  keywordSearch: KeywordSearch = keywordSearchFor(process.env),
): DataContext {
  return {
    db,
    clock,
    keywordSearch,
    call: (operation) => withDeadline("Firestore", operation, deadlineMs),
  };
}
