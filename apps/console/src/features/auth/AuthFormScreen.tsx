import { AuthLayout } from "@hoa/ui";
import { useState, type FormEvent, type ReactNode, type Ref } from "react";
import { productName } from "../../config/env";

/**
 * An auth screen around its one form: the product's auth layout, the form (checked by the page,
 * not the browser) and what follows it (the links to the other screens).
 */
export function AuthFormScreen({
  title,
  description,
  formRef,
  onSubmit,
  children,
  after,
}: {
  title: string;
  description: string;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The form's fields and its submit button. */
  children: ReactNode;
  after: ReactNode;
}) {
  return (
    <AuthLayout productName={productName} title={title} description={description}>
      <form
        ref={formRef}
        className="shell-auth__form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        {children}
      </form>
      {after}
    </AuthLayout>
  );
}

/**
 * A request an auth form sends (sign in, create the account, send a reset link): `busy` while it
 * runs; a failure is handed to `onFailure` (which says so).
 */
export function useAuthRequest(onFailure: (error: unknown) => void) {
  const [busy, setBusy] = useState(false);
  async function run(request: () => Promise<unknown>) {
    setBusy(true);
    try {
      await request();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
