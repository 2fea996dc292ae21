import { FormGrid, SelectField, TextField, TextareaField, type SelectOption } from "@hoa/ui";
import {
  ARC_CATEGORIES,
  ARC_CATEGORY_LABELS,
  ARC_CONTRACTOR_MAX_LENGTH,
  ARC_DESCRIPTION_MAX_LENGTH,
  ARC_TITLE_MAX_LENGTH,
  type ArcCategory,
} from "@hoa/validation/architectural-review";
import type { ChangeEvent } from "react";
import type { OwnArcRequest } from "./api";

/** The values of a change as its form holds them; a category is "" until one is chosen. */
export interface ChangeValues {
  category: ArcCategory | "";
  title: string;
  description: string;
  plannedStart: string;
  plannedEnd: string;
  contractor: string;
}

/** An empty change, or the one a draft or returned request holds (to edit it). */
export const changeValuesOf = (request?: OwnArcRequest): ChangeValues => ({
  category: request?.category ?? "",
  title: request?.title ?? "",
  description: request?.description ?? "",
  plannedStart: request?.plannedStart ?? "",
  plannedEnd: request?.plannedEnd ?? "",
  contractor: request?.contractor ?? "",
});

type TextName = Exclude<keyof ChangeValues, "category">;

/** What a form built on `ChangeValues` gives its fields (`useSchemaForm`'s bindings). */
export interface ChangeForm {
  values: Pick<ChangeValues, "category">;
  errors: Partial<Record<keyof ChangeValues, string>>;
  text: (name: TextName) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  setValue: (name: "category", value: ArcCategory | "") => void;
}

const categoryOptions: readonly SelectOption<ArcCategory | "">[] = [
  { value: "", label: "Choose a category" },
  ...ARC_CATEGORIES.map((category) => ({ value: category, label: ARC_CATEGORY_LABELS[category] })),
];

/**
 * The fields of a change to a home, as the board's dialog and the portal's form ask them: what
 * kind, a title, what and where, when, and who does the work.
 */
export function ChangeFields({ form }: { form: ChangeForm }) {
  return (
    <>
      <FormGrid>
        <SelectField
          label="Category"
          required
          options={categoryOptions}
          value={form.values.category}
          error={form.errors.category}
          onValueChange={(value) => form.setValue("category", value)}
        />
        <TextField
          label="Title"
          required
          autoComplete="off"
          maxLength={ARC_TITLE_MAX_LENGTH}
          hint="A few words, e.g. Cedar fence along the back yard"
          {...form.text("title")}
        />
        <TextareaField
          label="Description"
          required
          rows={5}
          maxLength={ARC_DESCRIPTION_MAX_LENGTH}
          hint="What, where, materials and colours"
          {...form.text("description")}
        />
      </FormGrid>
      <FormGrid columns={2}>
        <TextField label="Planned start" type="date" required {...form.text("plannedStart")} />
        <TextField label="Planned finish" type="date" required {...form.text("plannedEnd")} />
      </FormGrid>
      <FormGrid>
        <TextField
          label="Contractor"
          optional
          autoComplete="off"
          maxLength={ARC_CONTRACTOR_MAX_LENGTH}
          hint="Who does the work; empty if you do it yourself"
          {...form.text("contractor")}
        />
      </FormGrid>
    </>
  );
}
