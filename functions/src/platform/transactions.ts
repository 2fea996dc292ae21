import type {
  Timestamp,
  AggregateQuery,
  AggregateQuerySnapshot,
  AggregateSpec,
  DocumentData,
  DocumentSnapshot,
  QuerySnapshot,
  ReadOptions,
  SetOptions,
  Transaction,
  UpdateData,
  WriteBatch,
} from "firebase-admin/firestore";
import { DocumentReference, FieldPath, GrpcStatus, Query } from "firebase-admin/firestore";
import { DependencyUnavailableError } from "../http/errors.js";
import type { DataContext } from "./data-context.js";

/**
 * Read-modify-write, made optimistic: each attempt reads in a read-only transaction (one
 * consistent snapshot, no locks), records the writes, and commits them in one batch whose every
 * write to a document it read carries that read's precondition (`lastUpdateTime`, or must not
 * exist). When another request changed one of those documents first, the commit fails at once
 * and the attempt runs again on what is stored now.
 *
 * Why not Firestore's own transactions: their reads take locks, and the Cloud Firestore emulator
 * resolves two transactions that read and then write one document by letting both wait for a
 * two-second lock timeout (no deadlock detection), so N requests on one document took about
 * 2 x N seconds and answered 503. An optimistic attempt that loses costs one round trip, so 32
 * requests on one document all finish within about a second or two, on the emulator as in
 * production (where the same batch preconditions hold).
 *
 * What it guarantees: every document the work read and then wrote is written only if nobody
 * changed it since the read (so counters, versions, accounts and claims hold, with exactly one
 * winner); the reads of one attempt see one snapshot. A document (or query) the work only read
 * is not checked at commit: an invariant that spans documents is kept by writing a document
 * every contender writes (a count, a version), as the last-administrator rule does.
 */
export interface TransactionOptions {
  /** How long the attempts may go on under contention before the request gives up (503). */
  contentionBudgetMs?: number;
}

const DEFAULT_CONTENTION_BUDGET_MS = 30_000;
/**
 * A lost attempt waits a random time up to 20 ms, then 40, 80 ... 640 ms: contenders spread out
 * over about the time their number of commits takes, instead of running doomed attempts that
 * compete for the same CPU (32 at once on two cores took twice as long with a 2 ms start).
 */
const FIRST_BACKOFF_MS = 20;
const MAX_BACKOFF_MS = 640;

type Write =
  | { kind: "create"; ref: DocumentReference; data: DocumentData }
  | { kind: "set"; ref: DocumentReference; data: DocumentData; merge: boolean }
  | { kind: "update"; ref: DocumentReference; data: UpdateData<DocumentData> }
  | { kind: "delete"; ref: DocumentReference };

interface ReadVersion {
  exists: boolean;
  updateTime: Timestamp | undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** A merge's fields as paths: nested maps merge field by field, as `set(..., {merge})` does. */
function mergePaths(data: Record<string, unknown>, prefix: string[] = []): [FieldPath, unknown][] {
  return Object.entries(data).flatMap(([key, value]): [FieldPath, unknown][] => {
    if (value === undefined) return [];
    const path = [...prefix, key];
    // A sentinel (FieldValue), a Timestamp or an array is a value, not a map to merge into.
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      return mergePaths(value, path);
    }
    return [[new FieldPath(...path), value]];
  });
}

class OptimisticTransaction {
  readonly reads = new Map<string, ReadVersion>();
  readonly writes: Write[] = [];

  constructor(
    private readonly data: DataContext,
    private readonly snapshot: Transaction,
  ) {}

  private remember(snapshot: DocumentSnapshot): void {
    if (this.reads.has(snapshot.ref.path)) return;
    this.reads.set(snapshot.ref.path, {
      exists: snapshot.exists,
      updateTime: snapshot.updateTime,
    });
  }

  get<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>>;
  get<T>(query: Query<T>): Promise<QuerySnapshot<T>>;
  get<T extends DocumentData, A extends AggregateSpec>(
    query: AggregateQuery<A, T>,
  ): Promise<AggregateQuerySnapshot<A, T>>;
  async get(
    target: DocumentReference | Query | AggregateQuery<AggregateSpec>,
  ): Promise<DocumentSnapshot | QuerySnapshot | AggregateQuerySnapshot<AggregateSpec>> {
    if (target instanceof DocumentReference) {
      const snapshot = await this.data.call(this.snapshot.get(target));
      this.remember(snapshot);
      return snapshot;
    }
    if (target instanceof Query) {
      const snapshot = await this.data.call(this.snapshot.get(target));
      snapshot.docs.forEach((doc) => this.remember(doc));
      return snapshot;
    }
    return this.data.call(this.snapshot.get(target));
  }

  async getAll(...refsOrOptions: (DocumentReference | ReadOptions)[]): Promise<DocumentSnapshot[]> {
    const snapshots = await this.data.call(this.snapshot.getAll(...refsOrOptions));
    snapshots.forEach((snapshot) => this.remember(snapshot));
    return snapshots;
  }

  create(ref: DocumentReference, data: DocumentData): this {
    this.writes.push({ kind: "create", ref, data });
    return this;
  }

  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): this {
    if (options && !("merge" in options && options.merge === true)) {
      throw new Error("Only set() and set(..., { merge: true }) are supported in a transaction");
    }
    this.writes.push({ kind: "set", ref, data, merge: options !== undefined });
    return this;
  }

  update(ref: DocumentReference, data: UpdateData<DocumentData>, ...rest: unknown[]): this {
    if (rest.length > 0 || !isPlainObject(data)) {
      throw new Error("Only update(ref, { ...fields }) is supported in a transaction");
    }
    this.writes.push({ kind: "update", ref, data });
    return this;
  }

  delete(ref: DocumentReference, ...rest: unknown[]): this {
    if (rest.length > 0) throw new Error("delete() takes no precondition in a transaction");
    this.writes.push({ kind: "delete", ref });
    return this;
  }

  /**
   * The recorded writes as one batch. The first write to a document this attempt read carries the
   * read as its precondition; later writes to it in the same batch follow that one.
   */
  batch(): WriteBatch {
    const batch = this.data.db.batch();
    const guarded = new Set<string>();
    for (const write of this.writes) {
      const { ref } = write;
      const read = guarded.has(ref.path) ? undefined : this.reads.get(ref.path);
      guarded.add(ref.path);
      const since = read?.exists ? { lastUpdateTime: read.updateTime as Timestamp } : undefined;
      switch (write.kind) {
        case "create":
          batch.create(ref, write.data);
          break;
        case "set":
          if (read && !read.exists) batch.create(ref, write.data);
          else if (since && write.merge && mergePaths(write.data).length > 0) {
            const fields = mergePaths(write.data).flat() as [FieldPath, unknown];
            batch.update(ref, ...fields, since);
          } else if (since && !write.merge) {
            batch.delete(ref, since);
            batch.set(ref, write.data);
          } else batch.set(ref, write.data, { merge: write.merge });
          break;
        case "update":
          if (since) batch.update(ref, write.data, since);
          else batch.update(ref, write.data);
          break;
        case "delete":
          if (since) batch.delete(ref, since);
          else batch.delete(ref);
          break;
      }
    }
    return batch;
  }

  /** Whether a document this attempt read and wrote has changed since: the attempt lost a race. */
  async lostRace(): Promise<boolean> {
    const written = [...new Set(this.writes.map((write) => write.ref.path))]
      .filter((path) => this.reads.has(path))
      .map((path) => this.data.db.doc(path));
    if (written.length === 0) return false;
    const now = await this.data.call(this.data.db.getAll(...written));
    return now.some((snapshot) => {
      const read = this.reads.get(snapshot.ref.path);
      if (!read) return false;
      if (read.exists !== snapshot.exists) return true;
      return Boolean(
        read.updateTime && snapshot.updateTime && !read.updateTime.isEqual(snapshot.updateTime),
      );
    });
  }
}

const PRECONDITION_CODES = new Set<unknown>([
  GrpcStatus.FAILED_PRECONDITION,
  GrpcStatus.ALREADY_EXISTS,
  GrpcStatus.NOT_FOUND,
  GrpcStatus.ABORTED,
]);

const codeOf = (error: unknown): unknown =>
  typeof error === "object" && error !== null && "code" in error ? error.code : undefined;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` as an optimistic transaction (see above) until it commits: `work` may run several
 * times, so it only reads and records writes through `transaction`, and returns what the
 * committed attempt decided. Its errors (a 404, a 412, a 409) end the transaction as they are;
 * a precondition that failed for a reason other than a lost race (a `create()` of a claim
 * another request holds) ends it with Firestore's error, as a transaction's commit would.
 */
export async function runTransaction<T>(
  data: DataContext,
  work: (transaction: Transaction) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const budget = options.contentionBudgetMs ?? DEFAULT_CONTENTION_BUDGET_MS;
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    let transaction: OptimisticTransaction | undefined;
    const result = await data.db.runTransaction(
      (snapshot) => {
        transaction = new OptimisticTransaction(data, snapshot);
        return work(transaction as unknown as Transaction);
      },
      { readOnly: true },
    );
    if (!transaction || transaction.writes.length === 0) return result;
    try {
      await data.call(transaction.batch().commit());
      return result;
    } catch (error) {
      const code = codeOf(error);
      if (!PRECONDITION_CODES.has(code)) throw error;
      // Only a read's `lastUpdateTime` fails a commit with FAILED_PRECONDITION: a lost race. The
      // others (a create or update that was not guarded may fail them too) are checked.
      if (code !== GrpcStatus.FAILED_PRECONDITION && !(await transaction.lostRace())) throw error;
      if (Date.now() - started > budget) {
        throw new DependencyUnavailableError(
          `Firestore: ${attempt} attempts lost to concurrent changes in ${budget} ms`,
          { cause: error },
        );
      }
      await pause(Math.random() * Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (attempt - 1)));
    }
  }
}
