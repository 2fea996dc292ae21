/**
 * Whether a text can name a Firestore document: not empty, not `.` or `..`, no `/`, not
 * `__...__`, at most 1,500 bytes. An id from a path or a body that cannot is answered as "no such
 * item" rather than sent to Firestore, which would refuse it as an invalid argument.
 */
export const isDocumentId = (id: string): boolean =>
  id !== "" &&
  id !== "." &&
  id !== ".." &&
  !id.includes("/") &&
  !/^__.*__$/su.test(id) &&
  Buffer.byteLength(id, "utf8") <= 1500;
