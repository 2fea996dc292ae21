import { ErrorState } from "@hoa/ui";
import type { UseQueryResult } from "@tanstack/react-query";

/**
 * A failed read, said where its content would be: `title`, the error's message, and a retry that
 * reads it again (busy while it does).
 */
export function QueryErrorState({
  title,
  query,
}: {
  title: string;
  query: Pick<UseQueryResult<unknown>, "error" | "refetch" | "isFetching">;
}) {
  return (
    <ErrorState
      title={title}
      message={query.error?.message ?? ""}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
