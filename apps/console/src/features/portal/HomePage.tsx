import { Page, PageHeader } from "@hoa/ui";
import { useOrganizationSession } from "../../lib/organization-session";

/** The portal's first page: the resident's household at a glance. */
export default function HomePage() {
  const { organization, user } = useOrganizationSession();
  const name = user?.displayName?.trim();
  return (
    <Page>
      <PageHeader
        title={name ? `Welcome, ${name}` : "Welcome"}
        description={organization ? `Your home at ${organization.name}.` : undefined}
      />
    </Page>
  );
}
