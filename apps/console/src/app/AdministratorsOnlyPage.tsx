import { Note, Page, PageHeader } from "@hoa/ui";

/** What a member who opens an administrators' section reads instead of forms they cannot use. */
export function AdministratorsOnlyPage({ title, note }: { title: string; note: string }) {
  return (
    <Page>
      <PageHeader title={title} />
      <Note>{note}</Note>
    </Page>
  );
}
