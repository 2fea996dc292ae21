import { MutationCache, QueryClient } from "@tanstack/react-query";
import { notify } from "@hoa/ui";
import { ApiError } from "../api/client";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** Shown when the server gave no message of its own. */
      errorMessage: string;
      /** Keeps repeated failures of one action to a single toast. */
      toastId: string;
    };
  }
}

/**
 * The console's query client. Mutation failures toast here, once, with the server's message when
 * it sent one; successes toast where the action is taken.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Roles and organization reads turn failures into `null` themselves (see api/).
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta;
        if (!meta) return;
        const message =
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : meta.errorMessage;
        notify.error(message, { id: meta.toastId });
      },
    }),
  });
}
