import { AuthLayout, Button, TextField, notify, useSchemaForm } from "@hoa/ui";
import { ORGANIZATION_DESCRIPTION_MAX_LENGTH, organizationFormSchema } from "@hoa/validation";
import { ApiError } from "../../api/client";
import { useCreateOrganization } from "../../api/create-organization";
import { productName } from "../../config/env";
import { paths } from "../../config/paths";
import { useAuth } from "../../lib/auth";
import { useOrganizationSession } from "../../lib/organization-session";
import { TextLink } from "../../lib/TextLink";
import { DescriptionField } from "../../lib/TitleField";

export const organizationMessages = {
  notSignedIn: "You must be logged in to create an organization",
  created: "Organization created successfully!",
} as const;

/** "Add your HOA": what a signed-in user without an organization sees. */
export default function AddOrganizationPage() {
  const { user } = useAuth();
  const { refresh } = useOrganizationSession();
  const createOrganization = useCreateOrganization();
  const form = useSchemaForm({
    schema: organizationFormSchema,
    defaultValues: { name: "", description: "" },
    onValidSubmit: ({ name, description }) => {
      if (!user) {
        notify.error(organizationMessages.notSignedIn, { id: "create-organization" });
        return;
      }
      // Once created, the roles are refreshed (the gate then lets the user in and this screen
      // goes away, which is why this is a promise chain and not mutation callbacks). Failures are
      // toasted by the query client; a refused field is also shown on its field.
      return createOrganization
        .mutateAsync({ name: name.trim(), description: description.trim(), createdBy: user.uid })
        .then(refresh)
        .then(
          () => notify.success(organizationMessages.created, { id: "create-organization" }),
          (error: unknown) => {
            if (error instanceof ApiError) form.showServerErrors(error.fields);
          },
        );
    },
  });
  const busy = createOrganization.isPending;

  return (
    <AuthLayout
      productName={productName}
      title="Add your HOA"
      description="Create your homeowners association to start managing your community."
    >
      <form {...form.formProps} className="shell-auth__form">
        <TextField label="Organization Name" autoComplete="organization" {...form.text("name")} />
        <DescriptionField
          hint={`Up to ${ORGANIZATION_DESCRIPTION_MAX_LENGTH} characters.`}
          {...form.text("description")}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Creating..." : "Create Organization"}
        </Button>
      </form>
      <p className="shell-auth__footer">
        <TextLink to={paths.signOut.href()}>Back to sign in</TextLink>
      </p>
    </AuthLayout>
  );
}
