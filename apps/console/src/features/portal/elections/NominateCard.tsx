import {
  Button,
  Card,
  FormActions,
  Icon,
  ItemList,
  ListItem,
  Note,
  notify,
  Stack,
  TextareaField,
  TextField,
  useSchemaForm,
} from "@hoa/ui";
import type { TimeZone } from "@hoa/validation";
import {
  NOMINATION_STATEMENT_MAX_LENGTH,
  nominationRequestSchema,
} from "@hoa/validation/nominations";
import { formatInZone } from "../../../lib/organization-time";
import { saveForm } from "../../../lib/save-form";
import { NominationStatusPill } from "../../elections/NominationsCard";
import { useNominate, useOwnNominations, type OwnElection, type OwnNomination } from "./api";

/** "Nominations are open until ...": the list's and the card's line. */
export const nominationsOpenText = (
  election: Pick<OwnElection, "nominationDeadline">,
  zone: TimeZone,
) =>
  election.nominationDeadline
    ? `Nominations are open until ${formatInZone(election.nominationDeadline, zone)}.`
    : "Nominations are open.";

function OwnNominationRow({ nomination, zone }: { nomination: OwnNomination; zone: TimeZone }) {
  return (
    <ListItem
      title={nomination.name}
      badges={<NominationStatusPill status={nomination.status} />}
      meta={<p>{`Nominated on ${formatInZone(nomination.at, zone)}`}</p>}
    >
      {nomination.statement ? <p>{nomination.statement}</p> : null}
      {nomination.status === "declined" && nomination.reason ? (
        <p>{`Declined: ${nomination.reason}`}</p>
      ) : null}
    </ListItem>
  );
}

/**
 * While nominations are open: an owner on file nominates someone by name (themself or another
 * member) with a statement if they wish, and sees their nominations and the board's decisions.
 */
export function NominateCard({
  orgId,
  election,
  zone,
}: {
  orgId: string;
  election: OwnElection;
  zone: TimeZone;
}) {
  const nominate = useNominate(orgId, election.id);
  const own = useOwnNominations(orgId, election.id);
  const form = useSchemaForm({
    schema: nominationRequestSchema,
    defaultValues: { name: "", statement: "" },
    onValidSubmit: (values, submitted) =>
      saveForm(submitted, nominate.mutateAsync(values), (saved) => {
        notify.success(`${saved.name} is nominated. The board reviews each nomination.`, {
          id: "nominate",
        });
        form.reset();
      }),
  });
  const seats = election.vote.seats ?? 0;
  return (
    <Card
      title="Nominate a candidate"
      headingLevel={2}
      icon={<Icon name="userPlus" />}
      description={`${nominationsOpenText(election, zone)} The association elects ${seats} ${seats === 1 ? "director" : "directors"}. Owners on file may nominate themselves or another member.`}
    >
      <Stack>
        <form {...form.formProps} aria-label="Nominate a candidate">
          <Stack>
            <TextField label="Nominee's full name" required {...form.text("name")} />
            <TextareaField
              label="Statement"
              optional
              rows={4}
              hint={`Why they would serve, up to ${NOMINATION_STATEMENT_MAX_LENGTH.toLocaleString("en-US")} characters.`}
              {...form.text("statement")}
            />
            <FormActions>
              <Button type="submit" disabled={nominate.isPending} aria-busy={nominate.isPending}>
                {nominate.isPending ? "Nominating..." : "Nominate"}
              </Button>
            </FormActions>
          </Stack>
        </form>
        {own.data && own.data.length > 0 ? (
          <ItemList label="Your nominations">
            {own.data.map((nomination) => (
              <OwnNominationRow key={nomination.id} nomination={nomination} zone={zone} />
            ))}
          </ItemList>
        ) : (
          <Note>
            Only owners on file may nominate; the board accepts each nominee as a candidate.
          </Note>
        )}
      </Stack>
    </Card>
  );
}
