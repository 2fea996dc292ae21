import { AuthLayout, Button, notify } from "@hoa/ui";
import { isValidEmail } from "@hoa/validation";
import { useState, type FormEvent } from "react";
import { productName } from "../../config/env";
import { paths } from "../../config/paths";
import { authHref } from "../../lib/redirect";
import { sendResetEmail } from "./auth-actions";
import { authMessages } from "./auth-errors";
import { EmailField } from "./EmailField";
import { useRedirectTarget } from "./useRedirectTarget";
import { TextLink } from "../../lib/TextLink";

export default function ResetPasswordPage() {
  const redirectTarget = useRedirectTarget();
  const [email, setEmail] = useState("");
  const [isSending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidEmail(email)) return;
    setSending(true);
    try {
      await sendResetEmail(email);
      notify.success(authMessages.resetEmailSent, { id: "reset-password" });
    } catch (error) {
      console.error("Error sending password reset email", error);
      notify.error(authMessages.resetEmailFailed, { id: "reset-password" });
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthLayout
      productName={productName}
      title="Reset password"
      description="Enter your account's email and we will send you a link to choose a new password."
    >
      <form className="shell-auth__form" noValidate onSubmit={handleSubmit}>
        <EmailField value={email} onEdit={setEmail} />
        <Button type="submit" disabled={!isValidEmail(email) || isSending}>
          {isSending ? "Sending..." : "Send reset link"}
        </Button>
      </form>
      <p className="shell-auth__footer">
        <TextLink to={authHref(paths.signIn.href(), redirectTarget)}>Back to sign in</TextLink>
      </p>
    </AuthLayout>
  );
}
