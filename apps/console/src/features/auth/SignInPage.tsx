import { Button, TextField, notify, textLinkClassName } from "@hoa/ui";
import { isValidPassword, messages, validateEmail } from "@hoa/validation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { useAuth } from "../../lib/auth";
import { TextLink } from "../../lib/TextLink";
import { SIGN_OUT_PARAM, authHref } from "../../lib/redirect";
import { signInWithEmail, signInWithProvider } from "./auth-actions";
import { AuthFormScreen, useAuthRequest } from "./AuthFormScreen";
import { EmailField } from "./EmailField";
import {
  authMessages,
  emailSignInErrorMessage,
  popupSignInErrorMessage,
  type PopupProvider,
} from "./auth-errors";
import { AppleLogo, GoogleLogo } from "./provider-logos";
import { useRedirectTarget } from "./useRedirectTarget";

interface FieldErrors {
  email?: string;
  password?: string;
}

/** `?signout=1`: signs the user out, says so, and drops the parameter from the address. */
function useSignOutParameter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { isAuthLoading, isAuthenticated, signOut } = useAuth();
  const requested = searchParams.get(SIGN_OUT_PARAM) === "1";
  const started = useRef(false);

  useEffect(() => {
    if (!requested || started.current) return;
    // Without a stored uid, only the first auth state tells whether anyone is signed in.
    if (isAuthLoading && !isAuthenticated) return;
    started.current = true;
    const dropParameter = () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SIGN_OUT_PARAM);
          return next;
        },
        { replace: true },
      );
    if (!isAuthenticated) {
      dropParameter();
      return;
    }
    signOut()
      .then(
        () => notify.success(authMessages.signedOut, { id: "sign-out" }),
        (error: unknown) => {
          console.error("Error signing out", error);
          notify.error(authMessages.signOutFailed, { id: "sign-out" });
        },
      )
      .finally(dropParameter);
  }, [requested, isAuthLoading, isAuthenticated, signOut, setSearchParams]);
}

export default function SignInPage() {
  useSignOutParameter();
  const redirectTarget = useRedirectTarget();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const signingIn = useAuthRequest((error) =>
    notify.error(emailSignInErrorMessage(error), { id: "sign-in" }),
  );
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (name: keyof FieldErrors) =>
    (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextErrors: FieldErrors = {};
    const emailError = validateEmail(email);
    if (emailError) nextErrors.email = emailError;
    if (!isValidPassword(password)) nextErrors.password = messages.passwordInvalid;
    setErrors(nextErrors);
    if (nextErrors.email || nextErrors.password) {
      focusField(nextErrors.email ? "email" : "password");
      return;
    }

    await signingIn.run(() => signInWithEmail(email, password));
  }

  async function handleProviderSignIn(provider: PopupProvider) {
    try {
      await signInWithProvider(provider);
    } catch (error) {
      const message = popupSignInErrorMessage(error, provider);
      if (message) notify.error(message, { id: "sign-in" });
    }
  }

  return (
    <AuthFormScreen
      title="Sign in"
      description="Welcome back. Sign in to manage your community."
      formRef={formRef}
      onSubmit={handleSubmit}
      after={
        <>
          <p className="shell-auth__footer">
            <TextLink to={authHref(paths.createAccount.href(), redirectTarget)}>
              Don&apos;t have account?
            </TextLink>
          </p>
          <p className="shell-auth__divider">
            <span>or</span>
          </p>
          <div className="shell-auth__alternatives">
            <Button variant="secondary" onClick={() => void handleProviderSignIn("google")}>
              <GoogleLogo />
              Sign in with Google
            </Button>
            <Button variant="secondary" onClick={() => void handleProviderSignIn("apple")}>
              <AppleLogo />
              Sign in with Apple
            </Button>
          </div>
        </>
      }
    >
      <EmailField
        value={email}
        error={errors.email}
        onEdit={(typed) => {
          setEmail(typed);
          setErrors(({ email: _cleared, ...rest }) => rest);
        }}
      />
      <div className="shell-auth__field-with-link">
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors(({ password: _cleared, ...rest }) => rest);
          }}
        />
        <Link
          className={`${textLinkClassName} shell-auth__field-link`}
          to={authHref(paths.resetPassword.href(), redirectTarget)}
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" disabled={signingIn.busy}>
        {signingIn.busy ? "Signing in..." : "Sign in with email"}
      </Button>
    </AuthFormScreen>
  );
}
