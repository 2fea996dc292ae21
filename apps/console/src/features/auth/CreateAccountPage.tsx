import { Button, TextField, notify } from "@hoa/ui";
import {
  isValidPassword,
  validateEmail,
  validatePasswordConfirmation,
  validatePasswordSubmission,
} from "@hoa/validation";
import { validateDisplayName } from "@hoa/validation/account";
import { useId, useRef, useState, type FormEvent } from "react";
import { paths } from "../../config/paths";
import { authHref, invitedEmailOf } from "../../lib/redirect";
import { TextLink } from "../../lib/TextLink";
import { createAccount } from "./auth-actions";
import { AuthFormScreen, useAuthRequest } from "./AuthFormScreen";
import { authMessages } from "./auth-errors";
import { EmailField } from "./EmailField";
import { PasswordChecklist } from "./PasswordChecklist";
import { useRedirectTarget } from "./useRedirectTarget";

export default function CreateAccountPage() {
  const redirectTarget = useRedirectTarget();
  const checklistId = useId();
  // Opened on the way to an invitation, the invited address is the one to use.
  const invitedEmail = invitedEmailOf(redirectTarget);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string>();
  const [email, setEmail] = useState(invitedEmail);
  const [password, setPassword] = useState("");
  const [verifyPassword, setVerifyPassword] = useState("");
  const [verifyTouched, setVerifyTouched] = useState(false);
  const [emailError, setEmailError] = useState<string>();
  const creating = useAuthRequest((error) => {
    console.error("Error creating account", error);
    notify.error(authMessages.createAccountFailed, { id: "create-account" });
  });
  const formRef = useRef<HTMLFormElement>(null);

  const canSubmit =
    isValidPassword(password) && verifyPassword !== "" && password === verifyPassword;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const passwordProblem = validatePasswordSubmission(password, verifyPassword);
    if (passwordProblem) {
      notify.error(passwordProblem, { id: "create-account" });
      return;
    }
    const nameProblem = validateDisplayName(name);
    const emailProblem = validateEmail(email);
    setNameError(nameProblem);
    setEmailError(emailProblem);
    if (nameProblem || emailProblem) {
      const first = nameProblem ? "displayName" : "email";
      (formRef.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }

    // Signs the new account in; the auth screens then hand over to the access gate.
    await creating.run(() => createAccount(email, password, name.trim()));
  }

  return (
    <AuthFormScreen
      title="Create account"
      description={
        invitedEmail
          ? "Create your account with the invited address to accept the invitation."
          : "Set up your administrator account."
      }
      formRef={formRef}
      onSubmit={handleSubmit}
      after={
        <p className="shell-auth__footer">
          Already have an account?{" "}
          <TextLink to={authHref(paths.signIn.href(), redirectTarget)}>Sign in</TextLink>
        </p>
      }
    >
      <TextField
        label="Name"
        name="displayName"
        autoComplete="name"
        hint="How others in your organization see you."
        value={name}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(undefined);
        }}
      />
      <EmailField
        value={email}
        error={emailError}
        onEdit={(typed) => {
          setEmail(typed);
          setEmailError(undefined);
        }}
      />
      <div>
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          aria-describedby={checklistId}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordChecklist id={checklistId} password={password} />
      </div>
      <TextField
        label="Verify password"
        name="verifyPassword"
        type="password"
        autoComplete="new-password"
        value={verifyPassword}
        error={validatePasswordConfirmation(password, verifyPassword, verifyTouched)}
        onChange={(event) => {
          setVerifyPassword(event.target.value);
          setVerifyTouched(true);
        }}
        onBlur={() => setVerifyTouched(true)}
      />
      <Button type="submit" disabled={!canSubmit || creating.busy}>
        {creating.busy ? "Creating account..." : "Create account"}
      </Button>
    </AuthFormScreen>
  );
}
