import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import contentStyles from "./content.css?raw";
import { Button } from "./Button";
import { RadioGroup } from "./ChoiceGroup";
import { ComposeLayout, FormFooter, FormGrid } from "./layout";
import { SelectField } from "./SelectField";
import { TextField } from "./TextField";

/** The element's class names, first to last, of the children of `element`. */
const partsOf = (element: Element) => Array.from(element.children, (child) => child.className);

describe("FormGrid's fields", () => {
  it("put the label first, then the control, then the hint and the error", () => {
    render(
      <FormGrid columns={2}>
        <TextField label="Email" hint="Where notices go." error="Email is required" />
        <TextField label="Phone" />
      </FormGrid>,
    );
    const email = screen.getByRole("textbox", { name: "Email" });
    const field = email.closest(".ui-field");
    expect(field).not.toBeNull();
    expect(partsOf(field!)).toEqual(["ui-field__label", "ui-field__control", "ui-field__below"]);
    const below = field!.querySelector(".ui-field__below")!;
    expect(partsOf(below)).toEqual(["ui-field__hint", "ui-field__error"]);
    expect(email).toHaveAccessibleDescription("Where notices go. Email is required");
    // The hint follows the control in the document, so it is read and shown after it.
    const hint = screen.getByText("Where notices go.");
    expect(email.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // A field without hint or error has no row under its control.
    const phone = screen.getByRole("textbox", { name: "Phone" }).closest(".ui-field")!;
    expect(partsOf(phone)).toEqual(["ui-field__label", "ui-field__control"]);
  });

  it("keeps a select's and a radio group's hint under their controls", () => {
    render(
      <>
        <SelectField
          label="Session timeout"
          hint="After this long without activity."
          options={[{ value: "1h", label: "1 hour" }]}
          value="1h"
          onValueChange={() => undefined}
        />
        <RadioGroup
          legend="When"
          name="when"
          hint="Published now."
          options={[{ value: "now", label: "Now" }]}
          value="now"
          onChange={() => undefined}
        />
      </>,
    );
    const select = screen.getByRole("combobox", { name: "Session timeout" });
    const selectHint = screen.getByText("After this long without activity.");
    expect(
      select.compareDocumentPosition(selectHint) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const radio = screen.getByRole("radio", { name: "Now" });
    const radioHint = screen.getByText("Published now.");
    expect(
      radio.compareDocumentPosition(radioHint) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("share the rows of a two-column grid, so the controls of a row line up", () => {
    expect(contentStyles).toMatch(/\.ui-form-grid--2[^{]*> \.ui-field \{[^}]*grid-row: span 3;/);
    expect(contentStyles).toMatch(/> \.ui-field \{[^}]*grid-template-rows: subgrid;/);
  });
});

describe("FormFooter", () => {
  it("holds the form's buttons and says when there are unsaved changes", () => {
    const { rerender } = render(
      <form aria-label="Settings">
        <FormFooter note="Nothing is charged until saved.">
          <Button type="submit">Save changes</Button>
        </FormFooter>
      </form>,
    );
    const form = screen.getByRole("form", { name: "Settings" });
    expect(within(form).getByRole("button", { name: "Save changes" })).toBeVisible();
    expect(within(form).getByRole("status")).toBeEmptyDOMElement();
    expect(within(form).getByText("Nothing is charged until saved.")).toBeVisible();

    rerender(
      <form aria-label="Settings">
        <FormFooter dirty>
          <Button type="submit">Save changes</Button>
        </FormFooter>
      </form>,
    );
    expect(within(form).getByRole("status")).toHaveTextContent("Unsaved changes");
  });

  it("sticks to the bottom of the screen, above a tab bar", () => {
    expect(contentStyles).toMatch(
      /\.ui-form-footer \{[^}]*position: sticky;[^}]*bottom: var\(--shell-bottom-offset, 0px\);/,
    );
  });
});

describe("ComposeLayout", () => {
  it("puts the form column, its footer, then the side column", () => {
    render(
      <ComposeLayout
        footer={<FormFooter>{<Button type="submit">Send</Button>}</FormFooter>}
        aside={<p>Audience summary</p>}
      >
        <p>Fields</p>
      </ComposeLayout>,
    );
    const fields = screen.getByText("Fields");
    const send = screen.getByRole("button", { name: "Send" });
    const aside = screen.getByText("Audience summary");
    expect(fields.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(send.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(aside.closest(".ui-compose__aside")).not.toBeNull();
  });
});
