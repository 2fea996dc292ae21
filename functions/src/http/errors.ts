import type { FieldMessages } from "@hoa/validation";

/** A failure the caller is told about as is: its message is written for them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    /** For a 400: each refused field with its message. */
    readonly fields?: FieldMessages,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Firestore or Auth did not answer in time or said it is unavailable: the API answers 503. */
export class DependencyUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "DependencyUnavailableError";
  }
}
