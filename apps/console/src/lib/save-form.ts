import type { SubmittedForm } from "@hoa/ui";
import { ApiError } from "../api/client";

/**
 * A form's save, for its `onValidSubmit`: once `saving` succeeds, `then` (a toast, closing the
 * dialog); when the server refused some fields, their messages go on the form's fields. The
 * failure itself is toasted by the query client.
 *
 * @example
 * onValidSubmit: (request, form) =>
 *   saveForm(form, save.mutateAsync(request), (saved) => {
 *     notify.success("Album saved.", { id: "save-album" });
 *     onSaved(saved);
 *   }),
 */
export function saveForm<TSaved>(
  form: SubmittedForm,
  saving: Promise<TSaved>,
  then: (saved: TSaved) => void,
): Promise<void> {
  return saving.then(then, (error: unknown) => {
    if (error instanceof ApiError) form.showServerErrors(error.fields);
  });
}
