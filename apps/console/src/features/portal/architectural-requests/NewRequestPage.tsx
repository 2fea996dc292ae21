import {
  Button,
  Card,
  FormGrid,
  Icon,
  Page,
  PageHeader,
  SelectField,
  notify,
  useSchemaForm,
  type FormSchema,
  Stack,
} from "@hoa/ui";
import { ownArcCreateSchema } from "@hoa/validation/architectural-review";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ApiError } from "../../../api/client";
import { paths } from "../../../config/paths";
import { useOrganizationSession } from "../../../lib/organization-session";
import { saveForm } from "../../../lib/save-form";
import { backLinkTo } from "../../../lib/TextLink";
import { sendArcStep } from "../../architectural-review/api";
import {
  AttachmentPicker,
  sendAttachments,
  useAttachmentUploads,
  useAttachmentsSent,
} from "../../architectural-review/ArcAttachments";
import { changeOf } from "../../architectural-review/ArcRequestDialog";
import {
  ChangeFields,
  changeValuesOf,
  type ChangeValues,
} from "../../architectural-review/ChangeFields";
import { addressOf, HouseholdQuery } from "../HouseholdQuery";
import type { Household } from "../api/household";
import { useCreateOwnArcRequest } from "./api/own-requests";
import "../portal.css";
import "./architectural-requests.css";

type Values = ChangeValues & { propertyId: string };
const formSchema = ownArcCreateSchema as unknown as FormSchema<Values>;

/** "Drawing.pdf was not sent: the reason." for each file refused by the API. */
const failuresText = (failed: readonly { name: string; message: string }[]) =>
  failed.map((failure) => `${failure.name} was not sent: ${failure.message}`).join(" ");

function RequestForm({ household }: { household: Household }) {
  const { currentOrgId } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const navigate = useNavigate();
  const create = useCreateOwnArcRequest(orgId);
  const uploads = useAttachmentUploads();
  const sentAll = useAttachmentsSent(orgId);
  // Which button sent the form: a draft is kept as it is, a request goes to the committee.
  const mode = useRef<"draft" | "submit">("submit");
  const [failure, setFailure] = useState<string | null>(null);
  const { properties } = household;
  const form = useSchemaForm({
    schema: formSchema,
    defaultValues: {
      propertyId: "",
      ...changeValuesOf(),
    },
    onValidSubmit: (values, submitted) =>
      saveForm(
        submitted,
        create.mutateAsync({ ...changeOf(values), propertyId: values.propertyId }),
        // The form stays busy while the files are sent and the request submitted.
        (draft) => afterDraft(draft),
      ),
  });

  /** Sends the chosen files to the new draft, then submits it when asked, and opens it. */
  const afterDraft = async (draft: { id: string; number: number; version: number }) => {
    const open = () => void navigate(paths.portalArcRequest.href(draft.id));
    let version = draft.version;
    if (uploads.pending.length > 0) {
      const result = await sendAttachments(uploads, "household", orgId, draft.id);
      if (result.sent > 0) await sentAll(draft.id, "household", result.latest);
      if (result.latest) version = result.latest.version;
      if (result.failed.length > 0) {
        const text = `${failuresText(result.failed)} Your request was saved as a draft: add the file again, then submit it.`;
        setFailure(text);
        notify.error(text, { id: "own-arc-files" });
        open();
        return;
      }
    }
    if (mode.current === "draft") {
      notify.success("Your request was saved as a draft.", { id: "own-arc-request" });
      open();
      return;
    }
    try {
      await sendArcStep("household", "submit", orgId, { id: draft.id, version }, { note: "" });
      await sentAll(draft.id, "household", null);
      notify.success("Your request was sent to the architectural committee.", {
        id: "own-arc-request",
      });
    } catch (error) {
      notify.error(
        `${error instanceof ApiError && error.serverMessage ? error.serverMessage : "Your request could not be submitted."} It was saved as a draft.`,
        { id: "own-arc-request" },
      );
    }
    open();
  };

  const busy = form.isSubmitting || uploads.running;
  return (
    <form {...form.formProps} aria-label="Request a change">
      <Stack>
        <Card title="The change" headingLevel={2} icon={<Icon name="pencil" />}>
          {properties.length > 1 ? (
            <FormGrid>
              <SelectField
                label="Property"
                required
                options={[
                  { value: "", label: "Choose the property" },
                  ...properties.map((property) => ({
                    value: property.id,
                    label: addressOf(property),
                  })),
                ]}
                value={form.values.propertyId}
                error={form.errors.propertyId}
                onValueChange={(value) => form.setValue("propertyId", value)}
              />
            </FormGrid>
          ) : null}
          <ChangeFields form={form} />
        </Card>
        <Card
          title="Drawings and photos"
          headingLevel={2}
          icon={<Icon name="image" />}
          description="A drawing with measurements, the colours or materials, a photo of where it goes. On a phone you can take a photo."
        >
          <AttachmentPicker uploads={uploads} held={0} label="Drawings and photos" />
          {failure ? (
            <p role="alert" className="portal-arc-line">
              {failure}
            </p>
          ) : null}
        </Card>
        <div className="portal-arc-actions">
          <Button
            type="submit"
            icon={<Icon name="send" size={18} />}
            disabled={busy}
            aria-busy={busy}
            onClick={() => {
              mode.current = "submit";
            }}
          >
            Submit request
          </Button>
          <Button
            type="submit"
            variant="secondary"
            disabled={busy}
            onClick={() => {
              mode.current = "draft";
            }}
          >
            Save draft
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * A new request to change the outside of the home, built for a phone: the property (when the
 * household has several), what the change is, when and by whom, and its drawings and photos.
 * "Submit request" saves it, sends the files and submits it; "Save draft" keeps it to finish later.
 */
export default function NewRequestPage() {
  return (
    <Page>
      <PageHeader
        title="Request a change"
        description="The architectural committee reviews it and answers in writing."
        backLink={backLinkTo(paths.portalArcRequests.href(), "Changes to your home")}
      />
      <HouseholdQuery>{(household) => <RequestForm household={household} />}</HouseholdQuery>
    </Page>
  );
}
