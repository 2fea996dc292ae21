import {
  Button,
  Card,
  DetailList,
  FormActions,
  FormGrid,
  Note,
  Page,
  PageHeader,
  TextField,
  notify,
  useSchemaForm,
} from "@hoa/ui";
import {
  isValidPassword,
  validatePasswordConfirmation,
  validatePasswordSubmission,
} from "@hoa/validation";
import { profileFormSchema } from "@hoa/validation/account";
import { FirebaseError } from "firebase/app";
import type { User } from "firebase/auth";
import { useId, useState, type FormEvent } from "react";
import { useOrganizationSession } from "../../lib/organization-session";
import { changePassword, hasPassword, saveDisplayName } from "./auth-actions";
import { PasswordChecklist } from "./PasswordChecklist";

export const profileMessages = {
  nameSaved: "Your name was saved.",
  nameFailed: "Your name could not be saved. Please try again.",
  passwordChanged: "Your password was changed.",
  passwordFailed: "Your password could not be changed. Please try again.",
  wrongPassword: "The current password is not correct",
  tooManyRequests: "Too many failed attempts. Please try again later.",
  emailNote:
    "Your email address is how you sign in and where invitations and notices go. Changing it is not available yet.",
  providerNote:
    "You sign in with Google or Apple, so your password is kept by them: change it in that account.",
} as const;

/** The account's name, as others in the organization see it. */
function NameForm({ user }: { user: User }) {
  const form = useSchemaForm({
    schema: profileFormSchema,
    defaultValues: { displayName: user.displayName ?? "" },
    onValidSubmit: async (values) => {
      // The form hands over what was typed; the rule trims it.
      const displayName = values.displayName.trim();
      try {
        await saveDisplayName(user, displayName);
        form.reset({ displayName });
        notify.success(profileMessages.nameSaved, { id: "profile-name" });
      } catch (error) {
        console.error("Error saving the name", error);
        notify.error(profileMessages.nameFailed, { id: "profile-name" });
      }
    },
  });
  return (
    <form {...form.formProps} aria-label="Name">
      <FormGrid>
        <TextField
          label="Name"
          autoComplete="name"
          hint="How others in your organization see you."
          {...form.text("displayName")}
        />
      </FormGrid>
      <FormActions plain>
        <Button type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
          {form.isSubmitting ? "Saving..." : "Save name"}
        </Button>
      </FormActions>
    </form>
  );
}

const codeOf = (error: unknown) => (error instanceof FirebaseError ? error.code : "");

/** The current password, proved again, then the new one with its checklist and confirmation. */
function PasswordForm({ user }: { user: User }) {
  const checklistId = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [confirmTouched, setConfirmTouched] = useState(false);
  const [currentError, setCurrentError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const canSubmit = current !== "" && isValidPassword(next) && confirm !== "" && next === confirm;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validatePasswordSubmission(next, confirm);
    if (problem) {
      notify.error(problem, { id: "profile-password" });
      return;
    }
    setBusy(true);
    try {
      await changePassword(user, current, next);
      setCurrent("");
      setNext("");
      setConfirm("");
      setConfirmTouched(false);
      notify.success(profileMessages.passwordChanged, { id: "profile-password" });
    } catch (error) {
      const code = codeOf(error);
      if (
        [
          "auth/wrong-password",
          "auth/invalid-credential",
          "auth/invalid-login-credentials",
        ].includes(code)
      ) {
        setCurrentError(profileMessages.wrongPassword);
      } else {
        console.error("Error changing the password", error);
        notify.error(
          code === "auth/too-many-requests"
            ? profileMessages.tooManyRequests
            : profileMessages.passwordFailed,
          { id: "profile-password" },
        );
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Change password" noValidate>
      {/* Lets password managers tie the new password to the account. */}
      <input type="hidden" name="username" autoComplete="username" value={user.email ?? ""} />
      <FormGrid>
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={current}
          error={currentError}
          onChange={(event) => {
            setCurrent(event.target.value);
            setCurrentError(undefined);
          }}
        />
      </FormGrid>
      <FormGrid columns={2}>
        <div>
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            aria-describedby={checklistId}
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
          <PasswordChecklist id={checklistId} password={next} />
        </div>
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={validatePasswordConfirmation(next, confirm, confirmTouched)}
          onChange={(event) => {
            setConfirm(event.target.value);
            setConfirmTouched(true);
          }}
          onBlur={() => setConfirmTouched(true)}
        />
      </FormGrid>
      <FormActions plain>
        <Button type="submit" disabled={!canSubmit || busy} aria-busy={busy}>
          {busy ? "Changing password..." : "Change password"}
        </Button>
      </FormActions>
    </form>
  );
}

/**
 * `/profile` (and `/portal/profile`), from the user menu: the account's name (editable), its
 * email address (shown), and a password change for an account that signs in with one.
 */
export default function ProfilePage() {
  const { user } = useOrganizationSession();
  if (!user) return null;
  return (
    <Page>
      <PageHeader title="Profile" description="Your name, email address and password." />
      <Card title="Name" headingLevel={2}>
        <NameForm user={user} />
      </Card>
      <Card title="Email" headingLevel={2}>
        <DetailList items={[{ label: "Email address", value: user.email ?? "—" }]} />
        <Note>{profileMessages.emailNote}</Note>
      </Card>
      <Card title="Password" headingLevel={2}>
        {hasPassword(user) ? (
          <PasswordForm user={user} />
        ) : (
          <Note>{profileMessages.providerNote}</Note>
        )}
      </Card>
    </Page>
  );
}
