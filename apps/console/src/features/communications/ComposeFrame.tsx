import {
  Button,
  Card,
  ComposeLayout,
  FormFooter,
  Icon,
  Page,
  PageHeader,
  type IconName,
} from "@hoa/ui";
import type { ComponentProps, ReactNode } from "react";
import type { UnsavedChangesGuard } from "../../lib/unsaved-changes";
import { BackToHubLink } from "./BackToHubLink";

export interface ComposeFrameProps {
  /** The page's title and what it is for. */
  title: string;
  description: string;
  /** The card around the form: its title and icon ("New email", mail). */
  card: { title: string; icon: IconName };
  /** The form's accessible name and its `formProps` (from `useSchemaForm`). */
  formLabel: string;
  formProps: ComponentProps<"form">;
  /** Whether the form holds edits, and the guard that asks before they are lost. */
  dirty: boolean;
  guard: UnsavedChangesGuard;
  /** What the form's footer says about sending. */
  note: string;
  /** The send button: its label and icon, and whether sending is under way. */
  submit: { label: string; icon: IconName; sending: boolean };
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A compose page of the communications hub: the way back, the compose layout with the form's
 * card and its sticky footer with the send button, and the question before edits are lost.
 */
export function ComposeFrame({
  title,
  description,
  card,
  formLabel,
  formProps,
  dirty,
  guard,
  note,
  submit,
  children,
}: ComposeFrameProps) {
  return (
    <Page>
      <PageHeader backLink={<BackToHubLink />} title={title} description={description} />
      <form {...formProps} aria-label={formLabel}>
        <ComposeLayout
          footer={
            <FormFooter dirty={dirty} note={note}>
              <Button
                type="submit"
                icon={<Icon name={submit.icon} size={18} />}
                disabled={submit.sending}
              >
                {submit.label}
              </Button>
            </FormFooter>
          }
        >
          <Card title={card.title} icon={<Icon name={card.icon} />}>
            {children}
          </Card>
        </ComposeLayout>
      </form>
      {guard.dialog}
    </Page>
  );
}
