import {
  Button,
  Card,
  DetailList,
  FormDialog,
  Icon,
  Page,
  PageHeader,
  notify,
  useSchemaForm,
} from "@hoa/ui";
import { timeZoneOf } from "@hoa/validation";
import { canMoveArc } from "@hoa/validation/architectural-review";
import { useState } from "react";
import { paths } from "../../../config/paths";
import { useOrganizationSession } from "../../../lib/organization-session";
import { recordPage, type RecordViewProps } from "../../../lib/RecordPage";
import { saveForm } from "../../../lib/save-form";
import { useArcStep, useArcStepPending } from "../../architectural-review/api";
import { ArcAttachments } from "../../architectural-review/ArcAttachments";
import { DecisionCard } from "../../architectural-review/ArcDecision";
import {
  ArcCategoryBadge,
  ArcStatusPill,
  arcTitle,
  plannedText,
} from "../../architectural-review/ArcPills";
import { changeFormSchema, changeOf } from "../../architectural-review/ArcRequestDialog";
import {
  ReconsiderDialog,
  SubmitDialog,
  WithdrawDialog,
} from "../../architectural-review/ArcStepDialogs";
import { ArcTimelineList } from "../../architectural-review/ArcTimeline";
import { ChangeFields, changeValuesOf } from "../../architectural-review/ChangeFields";
import {
  useOwnArcRequest,
  type OwnArcRequest,
  type OwnArcRequestWithTimeline,
} from "./api/own-requests";
import { standingText, submittedText } from "./text";
import "../portal.css";
import "./architectural-requests.css";

/**
 * One of the household's requests, where its letters link to: where it stands and by when, the
 * decision with its conditions or reasons, the files, and the timeline with each letter's PDF.
 * What the household can do next: edit and submit again a returned request, withdraw it before
 * the decision, ask the board to reconsider a denial once.
 */
export default recordPage({
  param: "requestId",
  useRecord: useOwnArcRequest,
  back: { href: paths.portalArcRequests.href(), label: "Changes to your home" },
  noun: "Request",
  icon: "pencil",
  missingHint: "Find it in your household's requests.",
  view: RequestView,
});

type Dialog = "edit" | "submit" | "withdraw" | "reconsider";

function RequestView({ orgId, record, backLink }: RecordViewProps<OwnArcRequestWithTimeline>) {
  const { request, timeline } = record;
  const { organization } = useOrganizationSession();
  const zone = timeZoneOf(organization?.timeZone);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const editable = request.status === "draft" || request.status === "returned";
  const reconsider = request.status === "denied" && request.reconsideration === null;
  const withdraw = canMoveArc(request.status, "withdrawn");
  const standing = standingText(request, zone);
  const dialogProps = { orgId, request, actor: "household" as const, onClose: close };
  return (
    <Page>
      <PageHeader
        title={arcTitle(request)}
        description={request.propertyLabel}
        backLink={backLink}
      />
      <Card title="Where it stands" headingLevel={2} icon={<Icon name="clock" />}>
        <DetailList
          items={[
            { label: "Status", value: <ArcStatusPill status={request.status} /> },
            { label: "Submitted", value: submittedText(request, zone) },
            ...(standing ? [{ label: "Next", value: standing }] : []),
          ]}
        />
        {editable || reconsider || withdraw ? (
          <div className="portal-arc-actions portal-arc-actions--card">
            {editable ? (
              <>
                <Button icon={<Icon name="send" size={18} />} onClick={() => setDialog("submit")}>
                  {request.status === "returned" ? "Submit again" : "Submit request"}
                </Button>
                <Button variant="secondary" onClick={() => setDialog("edit")}>
                  Edit
                </Button>
              </>
            ) : null}
            {reconsider ? (
              <Button variant="secondary" onClick={() => setDialog("reconsider")}>
                Ask the board to reconsider
              </Button>
            ) : null}
            {withdraw ? (
              <Button variant="quiet" tone="danger" onClick={() => setDialog("withdraw")}>
                Withdraw
              </Button>
            ) : null}
          </div>
        ) : null}
      </Card>
      <DecisionCard request={request} zone={zone} reader="household" />
      <Card title="The change" headingLevel={2} icon={<Icon name="pencil" />}>
        <DetailList
          items={[
            { label: "Category", value: <ArcCategoryBadge category={request.category} /> },
            { label: "Planned", value: plannedText(request) },
            { label: "Contractor", value: request.contractor || "None named" },
            { label: "Property", value: request.propertyLabel },
          ]}
        />
        <p className="portal-prose portal-arc-description">{request.description}</p>
      </Card>
      <ArcAttachments orgId={orgId} request={request} actor="household" canAdd />
      <Card
        title="Timeline"
        headingLevel={2}
        icon={<Icon name="mail" />}
        description="Each step, oldest first, with the letters the association sent you."
      >
        <ArcTimelineList
          orgId={orgId}
          requestId={request.id}
          entries={timeline}
          zone={zone}
          actor="household"
        />
      </Card>
      {dialog === "edit" ? <EditDialog orgId={orgId} request={request} onClose={close} /> : null}
      {dialog === "submit" ? <SubmitDialog {...dialogProps} /> : null}
      {dialog === "withdraw" ? <WithdrawDialog {...dialogProps} /> : null}
      {dialog === "reconsider" ? <ReconsiderDialog {...dialogProps} /> : null}
    </Page>
  );
}

function EditForm({
  id,
  orgId,
  request,
  onDone,
}: {
  id: string;
  orgId: string;
  request: OwnArcRequest;
  onDone: () => void;
}) {
  const update = useArcStep(orgId, request, "update", "household");
  const form = useSchemaForm({
    schema: changeFormSchema,
    defaultValues: changeValuesOf(request),
    onValidSubmit: (values, submitted) =>
      saveForm(submitted, update.mutateAsync(changeOf(values)), () => {
        notify.success("Your request was saved.", { id: "own-arc-update" });
        onDone();
      }),
  });
  return (
    <form {...form.formProps} id={id} aria-label="Edit request">
      <ChangeFields form={form} />
    </form>
  );
}

/** Edits a draft, or a request the committee returned for more information. */
function EditDialog({
  orgId,
  request,
  onClose,
}: {
  orgId: string;
  request: OwnArcRequest;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open
      title="Edit request"
      description={
        request.status === "returned"
          ? "Answer what the committee asked for, then submit it again."
          : undefined
      }
      submitLabel="Save changes"
      submitIcon={<Icon name="check" size={18} />}
      busy={useArcStepPending("update")}
      busyLabel="Saving..."
      onClose={onClose}
    >
      {(formId) => <EditForm id={formId} orgId={orgId} request={request} onDone={onClose} />}
    </FormDialog>
  );
}
