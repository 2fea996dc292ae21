import { ErrorState, Loader, Note, Page, PageHeader } from "@hoa/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useOrganizationSession } from "../organization-session";
import { backLinkTo } from "../TextLink";

export interface ImportPageProps {
  /** What is imported ("properties"), as the title and the note name it. */
  kind: string;
  description: string;
  /** The page the import belongs to: its address and its name ("Properties"). */
  back: { href: string; label: string };
  /** The import itself, shown to administrators. */
  children: (orgId: string) => ReactNode;
}

/**
 * The page of a CSV import: administrators only; a member who opens the address is told so, and
 * nothing is read.
 */
export function ImportPage({ kind, description, back, children }: ImportPageProps) {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  return (
    <Page>
      <PageHeader
        title={`Import ${kind}`}
        description={description}
        backLink={backLinkTo(back.href, back.label)}
      />
      {isOrganizationAdmin ? (
        children(currentOrgId ?? "")
      ) : (
        <Note>{`Only administrators import ${kind}.`}</Note>
      )}
    </Page>
  );
}

/**
 * What an import checks its rows against (the directory), read before it is shown: a loader, then
 * the import, or an error with a retry of what failed.
 */
export function DirectoryRead({
  reads,
  children,
}: {
  reads: readonly UseQueryResult<unknown>[];
  children: ReactNode;
}) {
  const failed = reads.filter((read) => read.isError);
  if (failed.length > 0) {
    return (
      <ErrorState
        title="The directory could not be loaded"
        message={failed[0]?.error?.message ?? ""}
        onRetry={() => failed.forEach((read) => void read.refetch())}
        retrying={failed.some((read) => read.isFetching)}
      />
    );
  }
  if (reads.some((read) => read.isPending)) {
    return <Loader label="Loading the directory..." fullScreen={false} />;
  }
  return children;
}
