import { ConfirmDialog, notify, type ConfirmDialogProps } from "@hoa/ui";

/** What `ConfirmMutationDialog` needs of a mutation (`useMutation`'s result). */
export interface ConfirmableMutation<TVariables, TData = unknown> {
  mutate: (
    variables: TVariables,
    options: { onSuccess: (data: TData) => void; onSettled: () => void },
  ) => void;
  isPending: boolean;
}

export interface ConfirmMutationDialogProps<TVariables, TData = unknown> extends Omit<
  ConfirmDialogProps,
  "busy" | "onConfirm" | "onCancel"
> {
  /** The action asked about, run with `variables` once confirmed. */
  mutation: ConfirmableMutation<TVariables, TData>;
  variables: NoInfer<TVariables>;
  /**
   * The success toast once it is done (or what it says of the answer, such as counts), and its
   * id (one toast however often it is done).
   */
  done: { message: string | ((data: NoInfer<TData>) => string); toastId: string };
  /** What follows the toast once it is done (leaving the page of what was deleted). */
  onDone?: () => void;
  /** Closes the dialog: on Cancel, and once the action has settled (its failure toasts itself). */
  onClose: () => void;
}

/**
 * Asks before a mutation (delete, archive, reverse...) and runs it: the dialog waits while it
 * runs, then closes; a success toasts and goes on with `onDone`. It is the one dialog that
 * confirms taking something away on a record's page (`tone="danger"`): the page's trigger is a
 * quiet danger-coloured button, and the solid danger button shows only here.
 *
 * @example
 * <ConfirmMutationDialog open={deleting} title={`Delete ${album.title}?`} message="..."
 *   confirmLabel="Delete album" tone="danger" busyLabel="Deleting..."
 *   mutation={remove} variables={album}
 *   done={{ message: "Album deleted.", toastId: "delete-album" }}
 *   onDone={() => void navigate(paths.media.href())} onClose={() => setDeleting(false)} />
 */
export function ConfirmMutationDialog<TVariables, TData = unknown>({
  mutation,
  variables,
  done,
  onDone,
  onClose,
  ...dialog
}: ConfirmMutationDialogProps<TVariables, TData>) {
  return (
    <ConfirmDialog
      {...dialog}
      busy={mutation.isPending}
      onCancel={onClose}
      onConfirm={() =>
        mutation.mutate(variables, {
          onSuccess: (data) => {
            const message = typeof done.message === "function" ? done.message(data) : done.message;
            notify.success(message, { id: done.toastId });
            onDone?.();
          },
          onSettled: onClose,
        })
      }
    />
  );
}
