import { EmptyState, ErrorState, Icon, Loader, Page, PageHeader, type IconName } from "@hoa/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../api/client";

export interface RecordPageProps<TRecord> {
  result: UseQueryResult<TRecord>;
  /** The link back to the list, shown above the title in every state. */
  backLink: ReactNode;
  /** What the record is ("Property"), for the titles of the missing and failed states. */
  noun: string;
  icon: IconName;
  /** Where the missing record might be found ("Find it in the list of properties."). */
  missingHint: string;
  children: (record: TRecord) => ReactNode;
}

/**
 * The page of one record read from the API: a loader, then the record, or a clear page when it
 * does not exist (404) and an error with a retry when it could not be read.
 */
export function RecordPage<TRecord>({
  result,
  backLink,
  noun,
  icon,
  missingHint,
  children,
}: RecordPageProps<TRecord>) {
  if (result.isPending) return <Loader label="Loading..." fullScreen={false} />;
  if (result.isError) {
    const missing = result.error instanceof ApiError && result.error.status === 404;
    return (
      <Page>
        <PageHeader title={missing ? `${noun} not found` : noun} backLink={backLink} />
        {missing ? (
          <EmptyState
            icon={<Icon name={icon} />}
            title={`This ${noun.toLowerCase()} does not exist`}
            description={`It may have been removed. ${missingHint}`}
          />
        ) : (
          <ErrorState
            title={`The ${noun.toLowerCase()} could not be loaded`}
            message={result.error.message}
            onRetry={() => void result.refetch()}
            retrying={result.isFetching}
          />
        )}
      </Page>
    );
  }
  return children(result.data);
}
