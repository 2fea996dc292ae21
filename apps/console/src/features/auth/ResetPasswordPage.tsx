import { Button, notify } from "@hoa/ui";
import { isValidEmail } from "@hoa/validation";
import { useState, type FormEvent } from "react";
import { paths } from "../../config/paths";
import { authHref } from "../../lib/redirect";
import { TextLink } from "../../lib/TextLink";
import { sendResetEmail } from "./auth-actions";
import { AuthFormScreen, useAuthRequest } from "./AuthFormScreen";
import { authMessages } from "./auth-errors";
import { EmailField } from "./EmailField";
import { useRedirectTarget } from "./useRedirectTarget";

export default function ResetPasswordPage() {
  const redirectTarget = useRedirectTarget();
  const [email, setEmail] = useState("");
  const sending = useAuthRequest((error) => {
    console.error("Error sending password reset email", error);
    notify.error(authMessages.resetEmailFailed, { id: "reset-password" });
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidEmail(email)) return;
    await sending.run(async () => {
      await sendResetEmail(email);
      notify.success(authMessages.resetEmailSent, { id: "reset-password" });
    });
  }

  return (
    <AuthFormScreen
      title="Reset password"
      description="Enter your account's email and we will send you a link to choose a new password."
      onSubmit={handleSubmit}
      after={
        <p className="shell-auth__footer">
          <TextLink to={authHref(paths.signIn.href(), redirectTarget)}>Back to sign in</TextLink>
        </p>
      }
    >
      <EmailField value={email} onEdit={setEmail} />
      <Button type="submit" disabled={!isValidEmail(email) || sending.busy}>
        {sending.busy ? "Sending..." : "Send reset link"}
      </Button>
    </AuthFormScreen>
  );
}
