import {
  Button,
  CheckboxField,
  FormDialog,
  FormGrid,
  Icon,
  RadioGroup,
  TextField,
  TextareaField,
  formatDate,
  notify,
  useSchemaForm,
} from "@hoa/ui";
import { parseCents, timeZoneOf } from "@hoa/validation";
import { ZoneTimeField } from "../../lib/TitleField";
import {
  VIOLATION_RULE_SETS,
  earliestHearingDate,
  formatDollars,
} from "@hoa/validation/violation-rules";
import {
  APPEAL_RESULTS,
  APPEAL_RESULT_LABELS,
  VIOLATION_DECISIONS,
  VIOLATION_DECISION_LABELS,
  appealRequestSchema,
  decisionRequestSchema,
  hearingRequestSchema,
  violationNoteRequestSchema,
  type AppealResult,
  type ViolationDecision,
} from "@hoa/validation/violations";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { useViolationStep, useViolationStepPending, type Violation } from "./api";
import { fineLabel } from "./ViolationPills";

/** The steps that take a note alone, each with its dialog's words. */
export type NoteStep = "courtesyNotice" | "cure" | "close";

interface NoteStepText {
  title: string;
  description: string;
  submit: string;
  noteHint: string;
  done: string;
}

function noteStepText(step: NoteStep, violation: Violation): NoteStepText {
  const cure = violation.category.cureDays;
  switch (step) {
    case "courtesyNotice":
      return {
        title: "Send courtesy notice",
        description: `The notice goes by email to the owners on file at ${violation.propertyLabel}${cure > 0 ? `, with ${cure} ${cure === 1 ? "day" : "days"} from today to cure it` : ""}. It is kept in the timeline to print and mail.`,
        submit: "Send courtesy notice",
        noteHint: "Added to the letter, e.g. what would fix it",
        done: "The courtesy notice was sent.",
      };
    case "cure":
      return {
        title: "Mark cured",
        description: "The violation is closed as cured, with no fine.",
        submit: "Mark cured",
        noteHint: "How it was fixed, e.g. a photo received or an inspection",
        done: "The violation was closed as cured.",
      };
    case "close":
      return violation.status === "decided"
        ? {
            title: "Close violation",
            description: "The board's decision stands; the violation is closed.",
            submit: "Close violation",
            noteHint: "Why it is closed now",
            done: "The violation was closed.",
          }
        : {
            title: "Withdraw violation",
            description:
              "The violation is closed as withdrawn, with no fine and no further notice.",
            submit: "Withdraw violation",
            noteHint: "Why it is withdrawn",
            done: "The violation was withdrawn.",
          };
  }
}

function NoteForm({
  id,
  label,
  hint,
  save,
}: {
  id: string;
  label: string;
  hint: string;
  save: (note: string, form: Parameters<typeof saveForm>[0]) => Promise<void>;
}) {
  const form = useSchemaForm({
    schema: violationNoteRequestSchema,
    defaultValues: { note: "" },
    onValidSubmit: (values, form) => save(values.note, form),
  });
  return (
    <form {...form.formProps} id={id} aria-label={label}>
      <TextareaField
        label="Note"
        optional
        rows={3}
        hint={hint}
        data-autofocus
        {...form.text("note")}
      />
    </form>
  );
}

/** What every step's dialog is given: the violation, as shown, and how to close the dialog. */
interface StepDialogProps {
  orgId: string;
  violation: Violation;
  onClose: () => void;
}

/** Asks before a step that takes a note alone (courtesy notice, cure, close), with that note. */
export function NoteStepDialog({
  orgId,
  violation,
  step,
  onClose,
}: StepDialogProps & { step: NoteStep }) {
  const mutation = useViolationStep(orgId, violation, step);
  const text = noteStepText(step, violation);
  return (
    <FormDialog
      open
      title={text.title}
      description={text.description}
      submitLabel={text.submit}
      submitIcon={<Icon name={step === "courtesyNotice" ? "send" : "check"} size={18} />}
      busy={useViolationStepPending(step)}
      busyLabel="Saving..."
      onClose={onClose}
    >
      {(formId) => (
        <NoteForm
          id={formId}
          label={text.title}
          hint={text.noteHint}
          save={(note, form) =>
            saveForm(form, mutation.mutateAsync({ note }), () => {
              notify.success(text.done, { id: `violation-${step}` });
              onClose();
            })
          }
        />
      )}
    </FormDialog>
  );
}

/** Notices the hearing, or moves it: a date the rule set refuses shows its citation on the date. */
export function HearingDialog({ orgId, violation, onClose }: StepDialogProps) {
  const { organization } = useOrganizationSession();
  const zone = timeZoneOf(organization?.timeZone);
  const mutation = useViolationStep(orgId, violation, "hearing");
  const moving = violation.hearing !== null;
  const ruleSetId = violation.ruleSet.id;
  // The statutes' notice is known here; the general rules' is the organization's own setting.
  const earliest =
    ruleSetId === "general"
      ? null
      : earliestHearingDate(VIOLATION_RULE_SETS[ruleSetId], new Date(), zone);
  const title = moving ? "Move hearing" : "Notice hearing";
  const form = useSchemaForm({
    schema: hearingRequestSchema,
    defaultValues: {
      date: violation.hearing?.date ?? "",
      time: violation.hearing?.time ?? "",
      location: violation.hearing?.location ?? "",
    },
    onValidSubmit: (request, form) =>
      saveForm(form, mutation.mutateAsync(request), (saved) => {
        notify.success(
          `The hearing notice was sent for ${formatDate(saved.hearing?.date ?? request.date)}.`,
          { id: "violation-hearing" },
        );
        onClose();
      }),
  });
  return (
    <FormDialog
      open
      title={title}
      description={`The notice goes by email to the owners on file at ${violation.propertyLabel}, and is kept in the timeline to print and mail.`}
      submitLabel={moving ? "Send new notice" : "Send hearing notice"}
      submitIcon={<Icon name="send" size={18} />}
      busy={useViolationStepPending("hearing")}
      busyLabel="Sending..."
      onClose={onClose}
    >
      {(formId) => (
        <form {...form.formProps} id={formId} aria-label={title}>
          <FormGrid columns={2}>
            <TextField
              label="Date"
              type="date"
              required
              data-autofocus
              min={earliest ?? undefined}
              hint={
                earliest
                  ? `${VIOLATION_RULE_SETS[ruleSetId as "california" | "florida"].hearingNotice.days} days' notice: ${formatDate(earliest)} at the earliest`
                  : "As your rules' notice allows"
              }
              {...form.text("date")}
            />
            <ZoneTimeField zone={zone} {...form.text("time")} />
          </FormGrid>
          <FormGrid>
            <TextField
              label="Location"
              required
              autoComplete="off"
              hint="e.g. Clubhouse, or the video call's address"
              {...form.text("location")}
            />
          </FormGrid>
        </form>
      )}
    </FormDialog>
  );
}

interface CommitteeMember {
  name: string;
  isOfficerDirectorOrEmployee: boolean;
  isRelativeOfOne: boolean;
}

const decisionOptions = VIOLATION_DECISIONS.map((value) => ({
  value,
  label: VIOLATION_DECISION_LABELS[value],
}));

const emptyMember = (): CommitteeMember => ({
  name: "",
  isOfficerDirectorOrEmployee: false,
  isRelativeOfOne: false,
});

/** The Florida fining committee: each member's name and whether the statute bars them. */
function CommitteeEditor({
  members,
  error,
  minMembers,
  onChange,
}: {
  members: readonly CommitteeMember[];
  error: string | undefined;
  minMembers: number;
  onChange: (members: CommitteeMember[]) => void;
}) {
  const change = (index: number, member: Partial<CommitteeMember>) =>
    onChange(members.map((each, at) => (at === index ? { ...each, ...member } : each)));
  return (
    <fieldset className="violation-committee">
      <legend className="violation-committee__legend">Fining committee</legend>
      <p className="violation-committee__hint">
        At least {minMembers} members, none an officer, director or employee of the association, nor
        the spouse, parent, child, brother or sister of one.
      </p>
      {members.map((member, index) => (
        <div
          key={index}
          className="violation-committee__member"
          role="group"
          aria-label={`Member ${index + 1}`}
        >
          <TextField
            label={`Member ${index + 1} name`}
            autoComplete="off"
            value={member.name}
            error={error && member.name.trim() === "" ? error : undefined}
            onChange={(event) => change(index, { name: event.currentTarget.value })}
          />
          <CheckboxField
            label="Officer, director or employee"
            checked={member.isOfficerDirectorOrEmployee}
            onChange={(event) =>
              change(index, { isOfficerDirectorOrEmployee: event.currentTarget.checked })
            }
          />
          <CheckboxField
            label="Relative of one"
            checked={member.isRelativeOfOne}
            onChange={(event) => change(index, { isRelativeOfOne: event.currentTarget.checked })}
          />
          <Button
            className="violation-committee__remove"
            variant="quiet"
            tone="danger"
            size="sm"
            icon={<Icon name="trash" size={16} />}
            aria-label={`Remove member ${index + 1}`}
            title={`Remove member ${index + 1}`}
            onClick={() => onChange(members.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      {error ? (
        <p className="violation-committee__error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="plus" size={16} />}
          onClick={() => onChange([...members, emptyMember()])}
        >
          Add member
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * Records the board's decision after the hearing: no action, a fine (the category's by default;
 * within the rule set's caps) or a suspension; a Florida fine names its committee.
 */
export function DecisionDialog({ orgId, violation, onClose }: StepDialogProps) {
  const mutation = useViolationStep(orgId, violation, "decision");
  const ruleSetId = violation.ruleSet.id;
  const ruleSet = ruleSetId === "general" ? null : VIOLATION_RULE_SETS[ruleSetId];
  const committeeRule = ruleSet?.finingCommittee ?? null;
  const cap = ruleSet?.fineCap ?? null;
  const categoryFine = parseCents(violation.category.fine) ?? 0;
  const form = useSchemaForm({
    schema: decisionRequestSchema,
    defaultValues: {
      decision: "noAction" as ViolationDecision,
      fine: categoryFine > 0 ? violation.category.fine : "",
      continuingDays: "1",
      healthSafetyFinding: false,
      documentsAllowHigherFines: false,
      suspension: "",
      committee: committeeRule
        ? Array.from({ length: committeeRule.minMembers }, emptyMember)
        : ([] as CommitteeMember[]),
      note: "",
    },
    onValidSubmit: (values, form) => {
      const fine = values.decision === "fine";
      const request = {
        decision: values.decision,
        fine: fine ? values.fine : "",
        continuingDays: fine ? values.continuingDays : 1,
        healthSafetyFinding: fine && values.healthSafetyFinding,
        documentsAllowHigherFines: fine && values.documentsAllowHigherFines,
        suspension: values.decision === "suspension" ? values.suspension : "",
        committee: fine && committeeRule ? values.committee : [],
        note: values.note,
      };
      return saveForm(form, mutation.mutateAsync(request), (saved) => {
        notify.success(
          saved.decision?.decision === "fine"
            ? `The decision was recorded: a fine of ${fineLabel(saved.decision)}.`
            : "The decision was recorded.",
          { id: "violation-decision" },
        );
        onClose();
      });
    },
  });
  const decision = form.values.decision;
  const capHint =
    cap?.perViolationCents === null || cap === null
      ? "From your published fine schedule"
      : `${cap.citation.code} ${cap.citation.section}: up to ${formatDollars(cap.perViolationCents)}${cap.liftedBy === "healthSafetyFinding" ? " without a health-and-safety finding" : cap.liftedBy === "governingDocuments" ? " unless your governing documents allow more" : ""}`;
  return (
    <FormDialog
      open
      variant="drawer"
      title="Record decision"
      description={`The decision notice goes by email to the owners on file at ${violation.propertyLabel} at once; a fine is posted to the property's account.`}
      submitLabel="Record decision"
      submitIcon={<Icon name="check" size={18} />}
      busy={useViolationStepPending("decision")}
      busyLabel="Recording..."
      onClose={onClose}
    >
      {(formId) => (
        <form {...form.formProps} id={formId} aria-label="Record decision">
          <FormGrid>
            <RadioGroup legend="Decision" options={decisionOptions} {...form.choice("decision")} />
          </FormGrid>
          {decision === "fine" ? (
            <>
              <FormGrid columns={2}>
                <TextField
                  label="Fine"
                  required
                  inputMode="decimal"
                  startAdornment="$"
                  hint={capHint}
                  data-autofocus
                  {...form.text("fine")}
                />
                <TextField
                  label="Days fined"
                  required
                  inputMode="numeric"
                  hint={`1 for one fine; more for a continuing violation, fined each day${cap?.continuingTotalCents ? `, up to ${formatDollars(cap.continuingTotalCents)} in all` : ""}`}
                  {...form.text("continuingDays")}
                />
              </FormGrid>
              <FormGrid>
                <CheckboxField
                  label="The board made a written health-and-safety finding"
                  description={
                    cap?.liftedBy === "healthSafetyFinding"
                      ? `In an open meeting: it lifts the ${formatDollars(cap.perViolationCents ?? 0)} cap.`
                      : "Recorded with the decision."
                  }
                  checked={form.values.healthSafetyFinding}
                  onChange={(event) =>
                    form.setValue("healthSafetyFinding", event.currentTarget.checked)
                  }
                />
                {cap?.liftedBy === "governingDocuments" ? (
                  <CheckboxField
                    label="Our governing documents allow higher fines"
                    description={`Lifts the statute's caps (${cap.citation.code} ${cap.citation.section}).`}
                    checked={form.values.documentsAllowHigherFines}
                    onChange={(event) =>
                      form.setValue("documentsAllowHigherFines", event.currentTarget.checked)
                    }
                  />
                ) : null}
              </FormGrid>
              {committeeRule ? (
                <FormGrid>
                  <CommitteeEditor
                    members={form.values.committee}
                    error={form.errors.committee}
                    minMembers={committeeRule.minMembers}
                    onChange={(members) => form.setValue("committee", members)}
                  />
                </FormGrid>
              ) : null}
            </>
          ) : null}
          {decision === "suspension" ? (
            <FormGrid>
              <TextField
                label="Suspension"
                required
                autoComplete="off"
                hint="Which privileges, and until when, e.g. Pool access until March 1"
                {...form.text("suspension")}
              />
            </FormGrid>
          ) : null}
          <FormGrid>
            <TextareaField
              label="Note"
              optional
              rows={3}
              hint="Added to the decision notice"
              {...form.text("note")}
            />
          </FormGrid>
        </form>
      )}
    </FormDialog>
  );
}

const appealOptions = APPEAL_RESULTS.map((result) => ({
  value: result,
  label: APPEAL_RESULT_LABELS[result],
  description:
    result === "upheld"
      ? "The decision stands as its notice said."
      : "The fine comes off the property's account, a suspension is lifted, and the violation closes.",
}));

/**
 * Records the result of internal dispute resolution (or an appeal) of the board's decision: the
 * letter with the result goes to the owners at once, citing the rule set's process.
 */
export function AppealDialog({ orgId, violation, onClose }: StepDialogProps) {
  const mutation = useViolationStep(orgId, violation, "appeal");
  const ruleSetId = violation.ruleSet.id;
  const citation =
    ruleSetId === "general" ? null : VIOLATION_RULE_SETS[ruleSetId].disputeResolution.citation;
  const form = useSchemaForm({
    schema: appealRequestSchema,
    defaultValues: { result: "upheld" as AppealResult, note: "" },
    onValidSubmit: (request, form) =>
      saveForm(form, mutation.mutateAsync(request), () => {
        notify.success(
          `The appeal's result was recorded: ${APPEAL_RESULT_LABELS[request.result]}.`,
          {
            id: "violation-appeal",
          },
        );
        onClose();
      }),
  });
  return (
    <FormDialog
      open
      title="Record appeal result"
      description={`The result goes by email to the owners on file at ${violation.propertyLabel}${citation ? `, citing ${citation.code} ${citation.section}` : ""}.`}
      submitLabel="Record result"
      submitIcon={<Icon name="check" size={18} />}
      busy={useViolationStepPending("appeal")}
      busyLabel="Recording..."
      onClose={onClose}
    >
      {(formId) => (
        <form {...form.formProps} id={formId} aria-label="Record appeal result">
          <FormGrid>
            <RadioGroup legend="Result" options={appealOptions} {...form.choice("result")} />
            <TextareaField
              label="Note"
              optional
              rows={3}
              hint="Added to the letter, e.g. what the review found"
              {...form.text("note")}
            />
          </FormGrid>
        </form>
      )}
    </FormDialog>
  );
}
