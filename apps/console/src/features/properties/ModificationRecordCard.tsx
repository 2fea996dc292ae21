import { Button, Card, EmptyState, Icon, ItemList, ListItem } from "@hoa/ui";
import type { TimeZone } from "@hoa/validation";
import { ARC_CATEGORY_LABELS } from "@hoa/validation/architectural-review";
import { paths } from "../../config/paths";
import { DownloadButton } from "../../lib/DownloadButton";
import { formatDayInZone, useOrganizationTimeZone } from "../../lib/organization-time";
import { TextLink } from "../../lib/TextLink";
import { downloadResalePackage, useModifications, type Modification } from "./api/modifications";

/** "Approved Nov 25, 2026 by the committee": the day in the organization's zone. */
const approvedText = (modification: Modification, zone: TimeZone) =>
  `Approved ${formatDayInZone(modification.approvedAt, zone)}${
    modification.decidedBy === "board"
      ? " by the board"
      : modification.decidedBy === "deadline"
        ? " when the response time passed"
        : " by the committee"
  }`;

/**
 * A property's modification record: the changes the association approved, latest first, each
 * with its conditions and a link to its request; and its resale package as a PDF.
 */
export function ModificationRecordCard({
  orgId,
  propertyId,
}: {
  orgId: string;
  propertyId: string;
}) {
  const modifications = useModifications(orgId, propertyId);
  const zone = useOrganizationTimeZone();
  let content;
  if (modifications.isPending) content = <p role="status">Loading the modification record...</p>;
  else if (modifications.isError) {
    content = (
      <p role="alert">
        The modification record could not be loaded.{" "}
        <Button variant="secondary" size="sm" onClick={() => void modifications.refetch()}>
          Try again
        </Button>
      </p>
    );
  } else if (modifications.data.length === 0) {
    content = (
      <EmptyState
        icon={<Icon name="pencil" />}
        title="No approved changes yet."
        description="Changes the architectural committee approves here are kept on this record and in the resale package."
      />
    );
  } else {
    content = (
      <ItemList label="Approved changes">
        {modifications.data.map((modification) => (
          <ListItem
            key={modification.id}
            title={`#${modification.number} ${ARC_CATEGORY_LABELS[modification.category]}: ${modification.title}`}
          >
            <p className="property-modification__when">
              <TextLink to={paths.architecturalRequest.href(modification.id)}>
                {`Request #${modification.number}`}
              </TextLink>
              {` · ${approvedText(modification, zone)}`}
            </p>
            {modification.conditions.length > 0 ? (
              <ol className="property-modification__conditions" aria-label="Conditions">
                {modification.conditions.map((condition, index) => (
                  <li key={index}>{condition}</li>
                ))}
              </ol>
            ) : null}
          </ListItem>
        ))}
      </ItemList>
    );
  }
  return (
    <Card
      title="Modification record"
      headingLevel={2}
      icon={<Icon name="pencil" />}
      description="The changes the association approved, latest first, with their conditions."
      actions={
        <DownloadButton
          label="Resale package"
          failure="The resale package could not be downloaded. Please try again."
          toastId="resale-package"
          download={() => downloadResalePackage(orgId, propertyId)}
        />
      }
    >
      {content}
    </Card>
  );
}
