import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "./TextField";
import { useValidatedForm, type FieldErrors } from "./useValidatedForm";

interface Contact {
  name: string;
  email: string;
}

function validate(values: Contact): FieldErrors<Contact> {
  const errors: FieldErrors<Contact> = {};
  if (values.name === "") errors.name = "Name is required";
  if (values.email === "") errors.email = "Email is required";
  return errors;
}

function ContactForm({ onValidSubmit }: { onValidSubmit: (values: Contact) => void }) {
  const { values, errors, setValue, formProps } = useValidatedForm({
    initialValues: { name: "", email: "" },
    validate,
    onValidSubmit,
  });
  return (
    <form {...formProps} aria-label="Contact">
      <TextField
        label="Name"
        value={values.name}
        error={errors.name}
        onChange={(event) => setValue("name", event.currentTarget.value)}
      />
      <TextField
        label="Email"
        value={values.email}
        error={errors.email}
        onChange={(event) => setValue("email", event.currentTarget.value)}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe("useValidatedForm", () => {
  it("shows every error on submit and focuses the first invalid field on screen", async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    render(<ContactForm onValidSubmit={onValidSubmit} />);

    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
    expect(onValidSubmit).not.toHaveBeenCalled();
  });

  it("focuses a later field when only that one is invalid", async () => {
    const user = userEvent.setup();
    render(<ContactForm onValidSubmit={vi.fn()} />);

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ana");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(screen.getByRole("textbox", { name: "Email" })).toHaveFocus();
  });

  it("clears only the edited field's error", async () => {
    const user = userEvent.setup();
    render(<ContactForm onValidSubmit={vi.fn()} />);

    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.type(screen.getByRole("textbox", { name: "Name" }), "A");

    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
  });

  it("hands the values over when they are valid", async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    render(<ContactForm onValidSubmit={onValidSubmit} />);

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ana");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(onValidSubmit).toHaveBeenCalledWith({ name: "Ana", email: "ana@example.com" });
  });
});
