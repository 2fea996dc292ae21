import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CheckboxField } from "./CheckboxField";
import { CheckboxGroup, RadioGroup } from "./ChoiceGroup";
import { ComboboxField } from "./ComboboxField";
import { SelectField } from "./SelectField";
import { TextareaField } from "./TextareaField";
import { TextField } from "./TextField";
import { ToggleField } from "./ToggleField";

describe("TextField", () => {
  it("is labelled and describes itself by its hint", () => {
    render(<TextField label="Late fee" hint="Charged after the due day." />);

    expect(screen.getByRole("textbox", { name: "Late fee" })).toHaveAccessibleDescription(
      "Charged after the due day.",
    );
  });

  it("is marked invalid and described by its error", () => {
    render(<TextField label="Title" error="Title is required" />);

    const input = screen.getByRole("textbox", { name: "Title" });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Title is required");
  });

  it("says (optional) in the label of an optional field", () => {
    render(<TextField label="Max attendees" optional />);

    expect(screen.getByRole("textbox", { name: "Max attendees (optional)" })).toBeInTheDocument();
  });
});

describe("TextareaField", () => {
  it("is labelled and described by its error", () => {
    render(<TextareaField label="Message" error="Message is required" />);

    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      "Message is required",
    );
  });

  it("shows what its text holds under it, read with it and announced as it changes", () => {
    const { rerender } = render(<TextareaField label="Addresses" hint="One or several." />);
    const textarea = screen.getByRole("textbox", { name: "Addresses" });
    expect(textarea).toHaveAccessibleDescription("One or several.");

    rerender(
      <TextareaField label="Addresses" hint="One or several." status="2 addresses recognized" />,
    );
    expect(textarea).toHaveAccessibleDescription("One or several. 2 addresses recognized");
    expect(screen.getByText("2 addresses recognized")).toHaveAttribute("aria-live", "polite");
  });
});

describe("SelectField", () => {
  it("reports the chosen option's value", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <SelectField
        label="Due day"
        options={[
          { value: "1st", label: "1st of month" },
          { value: "last", label: "Last day of month" },
        ]}
        value="1st"
        onValueChange={onValueChange}
      />,
    );

    await user.selectOptions(
      screen.getByRole("combobox", { name: "Due day" }),
      "Last day of month",
    );

    expect(onValueChange).toHaveBeenCalledWith("last");
  });
});

describe("ToggleField", () => {
  it("is a labelled switch that Space turns on", async () => {
    const user = userEvent.setup();
    render(<ToggleField label="Weekly summary" description="A Monday email." />);

    const toggle = screen.getByRole("switch", { name: "Weekly summary" });
    expect(toggle).toHaveAccessibleDescription("A Monday email.");
    toggle.focus();
    await user.keyboard(" ");

    expect(toggle).toBeChecked();
  });
});

describe("CheckboxField", () => {
  it("is a checkbox labelled beside the box and described by its explanation", async () => {
    const user = userEvent.setup();
    render(<CheckboxField label="Accept card payments" description="Residents pay online." />);

    const checkbox = screen.getByRole("checkbox", { name: "Accept card payments" });
    expect(checkbox).toHaveAccessibleDescription("Residents pay online.");
    await user.click(screen.getByText("Accept card payments"));

    expect(checkbox).toBeChecked();
  });
});

describe("CheckboxGroup", () => {
  it("is a named group that reports the checked values in the options' order", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup
        legend="Channels"
        name="channels"
        options={[
          { value: "email", label: "Email" },
          { value: "sms", label: "SMS" },
          { value: "push", label: "Push" },
        ]}
        values={["push"]}
        onChange={onChange}
      />,
    );

    expect(screen.getByRole("group", { name: "Channels" })).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Email" }));

    expect(onChange).toHaveBeenCalledWith(["email", "push"]);
  });
});

describe("RadioGroup", () => {
  it("checks the current value and reports another choice", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup
        legend="Role"
        name="role"
        options={[
          { value: "member", label: "Member" },
          { value: "admin", label: "Admin", description: "Manages the organization." },
        ]}
        value="member"
        onChange={onChange}
      />,
    );

    expect(screen.getByRole("radio", { name: "Member" })).toBeChecked();
    const admin = screen.getByRole("radio", { name: "Admin" });
    expect(admin).toHaveAccessibleDescription("Manages the organization.");
    await user.click(admin);

    expect(onChange).toHaveBeenCalledWith("admin");
  });
});

describe("ComboboxField", () => {
  function Picker({ onChange = () => {} }: { onChange?: (fruit: string | null) => void }) {
    return (
      <ComboboxField<string>
        label="Fruit"
        items={["Apple", "Banana", "Cherry"]}
        selectedItem={null}
        onSelectedItemChange={onChange}
        onInputValueChange={() => {}}
        itemToString={(fruit) => fruit ?? ""}
        itemKey={(fruit) => fruit}
      />
    );
  }

  it("opens its list on a click, and on focus from the keyboard", async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <Picker onChange={chosen} />
      </>,
    );
    const fruit = screen.getByRole("combobox", { name: "Fruit" });

    await user.click(fruit);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Apple",
      "Banana",
      "Cherry",
    ]);
    await user.click(screen.getByRole("option", { name: "Banana" }));
    expect(chosen).toHaveBeenCalledWith("Banana");

    await user.click(screen.getByRole("button", { name: "Before" }));
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    await user.tab();
    expect(fruit).toHaveFocus();
    expect(screen.getAllByRole("option")).toHaveLength(3);
  });

  it("shows the chosen item again when left after typing what matches nothing, if asked to", async () => {
    const user = userEvent.setup();
    const typed: string[] = [];
    render(
      <ComboboxField<string>
        label="Fruit"
        restoreOnBlur
        items={[]}
        selectedItem={"Apple"}
        onSelectedItemChange={() => {}}
        onInputValueChange={(text) => typed.push(text)}
        itemToString={(fruit) => fruit ?? ""}
        itemKey={(fruit) => fruit}
      />,
    );
    const fruit = screen.getByRole("combobox", { name: "Fruit" });
    await user.clear(fruit);
    await user.type(fruit, "Kiwi");
    expect(fruit).toHaveValue("Kiwi");
    await user.tab();
    expect(fruit).toHaveValue("Apple");
    expect(typed.at(-1)).toBe("Apple");
  });

  it("is shown but cannot be used when disabled", () => {
    render(
      <ComboboxField<string>
        label="Fruit"
        disabled
        items={["Apple"]}
        selectedItem={"Apple"}
        onSelectedItemChange={() => {}}
        onInputValueChange={() => {}}
        itemToString={(fruit) => fruit ?? ""}
        itemKey={(fruit) => fruit}
      />,
    );
    const fruit = screen.getByRole("combobox", { name: "Fruit" });
    expect(fruit).toBeDisabled();
    expect(fruit).toHaveValue("Apple");
  });
});
