import { EmptyState, Icon, Loader, Page, PageHeader, type IconName } from "@hoa/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { useParams } from "react-router-dom";
import { ApiError } from "../api/client";
import { useOrganizationSession } from "./organization-session";
import { useSectionPaths, type SectionPaths } from "./section-paths";
import { backLinkTo } from "./TextLink";
import { QueryErrorState } from "./QueryErrorState";

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
          <QueryErrorState title={`The ${noun.toLowerCase()} could not be loaded`} query={result} />
        )}
      </Page>
    );
  }
  return children(result.data);
}

/** What a declared record page hands its view: the organization, the record and the way back. */
export interface RecordViewProps<TRecord> {
  orgId: string;
  record: TRecord;
  backLink: ReactNode;
}

/** One record's page of the current organization, declared. */
export interface RecordPageDeclaration<TRecord> {
  /** The route parameter that names the record ("documentId"). */
  param: string;
  /** Reads the record (a query hook, called with the organization and the record's id). */
  useRecord: (orgId: string, id: string) => UseQueryResult<TRecord>;
  /**
   * The list the page links back to: its address, or how to find it among the shared pages'
   * (console or portal: `(section) => section.documents.href()`), and its name ("Documents").
   */
  back: { href: string | ((section: SectionPaths) => string); label: string };
  noun: string;
  icon: IconName;
  missingHint: string;
  /** The record's own page, once it is read. */
  view: ComponentType<RecordViewProps<TRecord>>;
}

/**
 * The page component of one record of the current organization, from its declaration: it reads
 * the record named by the route and shows it through `RecordPage`.
 *
 * export default recordPage({
 *   param: "documentId",
 *   useRecord: useDocument,
 *   back: { href: paths.documents.href(), label: "Documents" },
 *   noun: "Document",
 *   icon: "file",
 *   missingHint: "Find it in the list of documents.",
 *   view: DocumentView,
 * });
 */
export function recordPage<TRecord>(declaration: RecordPageDeclaration<TRecord>) {
  const { param, useRecord, back, view: View, ...page } = declaration;
  return function DeclaredRecordPage() {
    const section = useSectionPaths();
    const href = typeof back.href === "string" ? back.href : back.href(section);
    const backLink = backLinkTo(href, back.label);
    const id = useParams()[param] ?? "";
    const orgId = useOrganizationSession().currentOrgId ?? "";
    return (
      <RecordPage result={useRecord(orgId, id)} backLink={backLink} {...page}>
        {(record) => <View orgId={orgId} record={record} backLink={backLink} />}
      </RecordPage>
    );
  };
}
