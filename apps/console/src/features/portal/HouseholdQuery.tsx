import { Card, EmptyState, Icon, Loader, Page, PageHeader, Stack } from "@hoa/ui";
import type { ReactNode } from "react";
import { useOrganizationSession } from "../../lib/organization-session";
import { useHousehold, type Household } from "./api/household";
import { QueryErrorState } from "../../lib/QueryErrorState";

/** Unit after the address when there is one: "12 Oak Lane, Unit 4". */
export const addressOf = (property: { address: string; unit: string }) =>
  property.unit ? `${property.address}, ${property.unit}` : property.address;

/**
 * The signed-in resident's household, read once for the portal's pages that show it: a loader,
 * an error with a retry, what to do when the account is linked to no resident yet, or `children`.
 */
export function HouseholdQuery({ children }: { children: (household: Household) => ReactNode }) {
  const orgId = useOrganizationSession().currentOrgId ?? "";
  const household = useHousehold(orgId);
  if (household.isPending) return <Loader label="Loading..." fullScreen={false} />;
  if (household.isError) {
    return (
      <Card>
        <QueryErrorState title="Your household could not be loaded" query={household} />
      </Card>
    );
  }
  if (household.data.residents.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Icon name="home" />}
          title="Your account is not linked to a household yet"
          description="Ask your association's administrators to send you an invitation to the portal."
        />
      </Card>
    );
  }
  return children(household.data);
}

/**
 * A portal page about the household: its title, then one card per record `cards` makes of the
 * household (a property's account, a resident's details), one under another.
 */
export function HouseholdPage({
  title,
  description,
  cards,
}: {
  title: string;
  description: string;
  cards: (household: Household) => ReactNode;
}) {
  return (
    <Page>
      <PageHeader title={title} description={description} />
      <HouseholdQuery>{(household) => <Stack>{cards(household)}</Stack>}</HouseholdQuery>
    </Page>
  );
}
