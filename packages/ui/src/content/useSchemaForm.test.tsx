import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TextareaField } from "./TextareaField";
import { TextField } from "./TextField";
import { useSchemaForm, type FormSchema } from "./useSchemaForm";

interface Contact {
  name: string;
  email: string;
  note: string;
}

/** A Standard Schema written out by hand, as valibot's schemas present themselves. */
const contactSchema: FormSchema<Contact> = {
  "~standard": {
    validate: (value) => {
      const contact = value as Contact;
      const issues = [];
      if (contact.name === "")
        issues.push({ message: "Name is required", path: [{ key: "name" }] });
      if (contact.name.length > 5) issues.push({ message: "Name is too long", path: ["name"] });
      if (contact.email === "") issues.push({ message: "Email is required", path: ["email"] });
      if (contact.note.length > 3) issues.push({ message: "Note is too long", path: ["note"] });
      return issues.length > 0 ? { issues } : { value };
    },
  },
};

function ContactForm({
  onValidSubmit,
  serverFields = {},
}: {
  onValidSubmit: (values: Contact) => unknown;
  /** What a refused request would say, shown by the "Server refuses" button. */
  serverFields?: Record<string, string>;
}) {
  const [shown, setShown] = useState<boolean | null>(null);
  const form = useSchemaForm({
    schema: contactSchema,
    defaultValues: { name: "", email: "", note: "" },
    onValidSubmit,
  });
  return (
    <form {...form.formProps} aria-label="Contact">
      <TextField label="Name" {...form.text("name")} />
      <TextField label="Email" {...form.text("email")} />
      <TextareaField label="Note" {...form.text("note")} />
      <button type="submit" disabled={form.isSubmitting}>
        Save
      </button>
      <button type="button" onClick={() => setShown(form.showServerErrors(serverFields))}>
        Server refuses
      </button>
      {shown === null ? null : <p>{shown ? "On the form" : "Not on the form"}</p>}
    </form>
  );
}

describe("useSchemaForm", () => {
  it("shows every error on submit and focuses the first invalid field on screen", async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    render(<ContactForm onValidSubmit={onValidSubmit} />);

    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus());
    expect(onValidSubmit).not.toHaveBeenCalled();
  });

  it("shows a field's first message only, and selects a refused text so typing replaces it", async () => {
    const user = userEvent.setup();
    render(<ContactForm onValidSubmit={vi.fn()} />);

    const name = screen.getByRole("textbox", { name: "Name" });
    await user.type(name, "Annabel");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "a@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Name is too long")).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect([
      (name as HTMLInputElement).selectionStart,
      (name as HTMLInputElement).selectionEnd,
    ]).toEqual([0, 7]);
    await user.keyboard("Ana");
    expect(name).toHaveValue("Ana");
  });

  it("focuses a later field when only that one is invalid", async () => {
    const user = userEvent.setup();
    render(<ContactForm onValidSubmit={vi.fn()} />);

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ana");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.getByRole("textbox", { name: "Email" })).toHaveFocus());
  });

  it("clears only the edited field's error, and does not check again until the next submit", async () => {
    const user = userEvent.setup();
    render(<ContactForm onValidSubmit={vi.fn()} />);

    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Name is required");
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Annabel");

    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(screen.queryByText("Name is too long")).not.toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
  });

  it("hands the values over when they are valid, and is busy until that settles", async () => {
    const user = userEvent.setup();
    let settle = () => {};
    const onValidSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<ContactForm onValidSubmit={onValidSubmit} />);

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ana");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(onValidSubmit).toHaveBeenCalledWith(
      { name: "Ana", email: "ana@example.com", note: "" },
      { showServerErrors: expect.any(Function) },
    );
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await act(async () => settle());
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("puts a refused request's field errors on their fields and focuses the first", async () => {
    const user = userEvent.setup();
    render(
      <ContactForm
        onValidSubmit={vi.fn()}
        serverFields={{ email: "Email is already a member", note: "Note is too long", other: "x" }}
      />,
    );

    await user.click(screen.getByRole("button", { name: "Server refuses" }));

    expect(screen.getByText("On the form")).toBeInTheDocument();
    expect(screen.getByText("Email is already a member")).toBeInTheDocument();
    expect(screen.getByText("Note is too long")).toBeInTheDocument();
    expect(screen.queryByText("x")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Email" })).toHaveFocus());
  });

  it("says so when none of a refused request's fields is on the form", async () => {
    const user = userEvent.setup();
    render(<ContactForm onValidSubmit={vi.fn()} serverFields={{ createdBy: "Not you" }} />);
    await user.click(screen.getByRole("button", { name: "Server refuses" }));
    expect(screen.getByText("Not on the form")).toBeInTheDocument();
  });
});
