import { Card, ErrorState, Page } from "@hoa/ui";
import type { ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";

export const sectionErrorText = {
  title: "This page could not be shown",
  message:
    "Something went wrong while showing it. Try again; if it keeps happening, reload the console.",
  chunkMessage:
    "Part of the console could not be downloaded. Check your connection, then try again.",
} as const;

/** A section's code that failed to download (after a release, or offline). */
const isFailedImport = (error: unknown) =>
  error instanceof TypeError &&
  /dynamically imported module|Importing a module script/iu.test(error.message);

function SectionError({ error, resetErrorBoundary }: FallbackProps) {
  const failedImport = isFailedImport(error);
  return (
    <Page>
      <Card>
        <ErrorState
          title={sectionErrorText.title}
          message={failedImport ? sectionErrorText.chunkMessage : sectionErrorText.message}
          // A section whose code failed to download is fetched again by a fresh load of the page.
          onRetry={failedImport ? () => window.location.reload() : resetErrorBoundary}
        />
      </Card>
    </Page>
  );
}

/**
 * The error element of every section route: a page that throws while rendering shows an error
 * with a retry inside the shell (the navigation keeps working), and going to another page clears it.
 */
export function SectionErrorBoundary({
  resetKey,
  children,
}: {
  resetKey: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      FallbackComponent={SectionError}
      resetKeys={[resetKey]}
      onError={(error) => console.error("A section failed to render", error)}
    >
      {children}
    </ErrorBoundary>
  );
}
