import { Button, Card, FormActions, Icon, Page, PageHeader, type IconName } from "@hoa/ui";
import type { ComponentProps, ReactNode } from "react";
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
  /** What the form's footer says about sending. */
  note: string;
  /** The send button: its label and icon, and whether sending is under way. */
  submit: { label: string; icon: IconName; sending: boolean };
  /** The form's fields. */
  children: ReactNode;
}

/** A compose page of the communications hub: the way back, a card, its form and its send button. */
export function ComposeFrame({
  title,
  description,
  card,
  formLabel,
  formProps,
  note,
  submit,
  children,
}: ComposeFrameProps) {
  return (
    <Page>
      <PageHeader backLink={<BackToHubLink />} title={title} description={description} />
      <Card title={card.title} icon={<Icon name={card.icon} />}>
        <form {...formProps} aria-label={formLabel}>
          {children}
          <FormActions note={note}>
            <Button
              type="submit"
              icon={<Icon name={submit.icon} size={18} />}
              disabled={submit.sending}
            >
              {submit.label}
            </Button>
          </FormActions>
        </form>
      </Card>
    </Page>
  );
}
