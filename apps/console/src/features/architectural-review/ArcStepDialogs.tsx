import { ConfirmDialog, FormDialog, Icon, TextareaField, notify, useSchemaForm } from "@hoa/ui";
import {
  ARC_COMMENT_MAX_LENGTH,
  arcReconsiderationSchema,
} from "@hoa/validation/architectural-review";
import { saveForm } from "../../lib/save-form";
import { useArcStep, useArcStepPending, type ArcActor, type OwnArcRequest } from "./api";

/** What every step's dialog is given: the request as shown, whose side acts, and the way out. */
interface StepDialogProps {
  orgId: string;
  request: OwnArcRequest;
  actor: ArcActor;
  onClose: () => void;
}

/**
 * Asks before submitting a draft or a returned request to the committee: the committee is
 * emailed and the response time starts.
 */
export function SubmitDialog({
  orgId,
  request,
  actor,
  onClose,
  responseDays,
}: StepDialogProps & {
  /** The organization's response time now (the board's page reads the procedure). */
  responseDays?: number | undefined;
}) {
  const submit = useArcStep(orgId, request, "submit", actor);
  const again = request.status === "returned";
  const time = responseDays
    ? `the association's response time of ${responseDays} ${responseDays === 1 ? "day" : "days"}`
    : "the association's response time";
  return (
    <ConfirmDialog
      open
      title={again ? "Submit again?" : "Submit to the committee?"}
      message={`The architectural committee is emailed and ${time} starts today. A submitted request cannot be edited unless the committee returns it.`}
      confirmLabel={again ? "Submit again" : "Submit to the committee"}
      busy={submit.isPending}
      busyLabel="Submitting..."
      onConfirm={() =>
        submit.mutate(
          { note: "" },
          {
            onSuccess: (saved) =>
              notify.success(
                saved.deadline
                  ? `Request ${saved.number} was submitted to the committee.`
                  : `Request ${saved.number} was submitted.`,
                { id: "arc-submit" },
              ),
            onSettled: onClose,
          },
        )
      }
      onCancel={onClose}
    />
  );
}

/** Asks before withdrawing a request, which ends it before any decision. */
export function WithdrawDialog({ orgId, request, actor, onClose }: StepDialogProps) {
  const withdraw = useArcStep(orgId, request, "withdraw", actor);
  return (
    <ConfirmDialog
      open
      title={`Withdraw request ${request.number}?`}
      message="The request ends here: the committee stops reviewing it and it cannot be submitted again. A new request can be made later."
      confirmLabel="Withdraw request"
      tone="danger"
      busy={withdraw.isPending}
      busyLabel="Withdrawing..."
      onConfirm={() =>
        withdraw.mutate(
          { note: "" },
          {
            onSuccess: () => notify.success("The request was withdrawn.", { id: "arc-withdraw" }),
            onSettled: onClose,
          },
        )
      }
      onCancel={onClose}
    />
  );
}

function ReasonForm({
  id,
  orgId,
  request,
  actor,
  onDone,
}: Omit<StepDialogProps, "onClose"> & { id: string; onDone: () => void }) {
  const ask = useArcStep(orgId, request, "reconsideration", actor);
  const form = useSchemaForm({
    schema: arcReconsiderationSchema,
    defaultValues: { reason: "" },
    onValidSubmit: (values, submitted) =>
      saveForm(submitted, ask.mutateAsync(values), () => {
        notify.success("The board was asked to reconsider.", { id: "arc-reconsideration" });
        onDone();
      }),
  });
  return (
    <form {...form.formProps} id={id} aria-label="Ask the board to reconsider">
      <TextareaField
        label="Why the board should reconsider"
        required
        rows={5}
        maxLength={ARC_COMMENT_MAX_LENGTH}
        hint="What the committee may have missed, or what changed since. The board's decision is final."
        data-autofocus
        {...form.text("reason")}
      />
    </form>
  );
}

/** Asks the board to reconsider a denial, once, with the reason. */
export function ReconsiderDialog({ orgId, request, actor, onClose }: StepDialogProps) {
  return (
    <FormDialog
      open
      title="Ask the board to reconsider"
      description="The directors who did not sit on the committee vote again on the request. This can be asked once."
      submitLabel="Ask the board"
      submitIcon={<Icon name="send" size={18} />}
      busy={useArcStepPending("reconsideration")}
      busyLabel="Sending..."
      onClose={onClose}
    >
      {(formId) => (
        <ReasonForm id={formId} orgId={orgId} request={request} actor={actor} onDone={onClose} />
      )}
    </FormDialog>
  );
}
