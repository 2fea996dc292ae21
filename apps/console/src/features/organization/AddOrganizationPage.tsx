import { AuthLayout, Button, TextField, TextareaField, notify, textLinkClassName } from "@hoa/ui";
import {
  ORGANIZATION_DESCRIPTION_MAX_LENGTH,
  validateOrganizationForm,
  type OrganizationFormErrors,
} from "@hoa/validation";
import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useCreateOrganization } from "../../api/create-organization";
import { productName } from "../../config/env";
import { paths } from "../../config/paths";
import { useAuth } from "../../lib/auth";
import { useOrganizationSession } from "../../lib/organization-session";

export const organizationMessages = {
  notSignedIn: "You must be logged in to create an organization",
  created: "Organization created successfully!",
} as const;

/** "Add your HOA": what a signed-in user without an organization sees. */
export default function AddOrganizationPage() {
  const { user } = useAuth();
  const { refresh } = useOrganizationSession();
  const createOrganization = useCreateOrganization();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<OrganizationFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextErrors = validateOrganizationForm({ name, description });
    setErrors(nextErrors);
    if (nextErrors.name || nextErrors.description) {
      const invalidField = formRef.current?.elements.namedItem(
        nextErrors.name ? "name" : "description",
      ) as HTMLInputElement | HTMLTextAreaElement | null;
      invalidField?.focus();
      // Selected, so typing replaces what was wrong.
      if (nextErrors.name) invalidField?.select();
      return;
    }
    if (!user) {
      notify.error(organizationMessages.notSignedIn, { id: "create-organization" });
      return;
    }
    // Once created, the roles are refreshed (the gate then lets the user in and this screen goes
    // away, which is why this is a promise chain and not mutation callbacks). Failures are toasted
    // by the query client.
    createOrganization
      .mutateAsync({ name: name.trim(), description: description.trim(), createdBy: user.uid })
      .then(refresh)
      .then(
        () => notify.success(organizationMessages.created, { id: "create-organization" }),
        () => undefined,
      );
  }

  return (
    <AuthLayout
      productName={productName}
      title="Add your HOA"
      description="Create your homeowners association to start managing your community."
    >
      <form ref={formRef} className="shell-auth__form" noValidate onSubmit={handleSubmit}>
        <TextField
          label="Organization Name"
          name="name"
          autoComplete="organization"
          value={name}
          error={errors.name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors(({ name: _cleared, ...rest }) => rest);
          }}
        />
        <TextareaField
          label="Description"
          name="description"
          optional
          hint={`Up to ${ORGANIZATION_DESCRIPTION_MAX_LENGTH} characters.`}
          value={description}
          error={errors.description}
          onChange={(event) => {
            setDescription(event.target.value);
            setErrors(({ description: _cleared, ...rest }) => rest);
          }}
        />
        <Button type="submit" disabled={createOrganization.isPending}>
          {createOrganization.isPending ? "Creating..." : "Create Organization"}
        </Button>
      </form>
      <p className="shell-auth__footer">
        <Link className={textLinkClassName} to={paths.signOut.href()}>
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
