import { FormGrid, TextField, notify, useSchemaForm, type DataTableColumn } from "@hoa/ui";
import { formatCents, parseCents } from "@hoa/validation";
import {
  VIOLATION_CATEGORY_LIST_ORDER,
  cureDaysLabel,
  violationCategoryDraftSchema,
} from "@hoa/validation/violation-categories";
import { useState } from "react";
import { ConfirmMutationDialog } from "../../lib/ConfirmMutationDialog";
import { ItemFormDialog } from "../../lib/ItemFormDialog";
import { columnSort, defineList, removeRowAction, sortChoices } from "../../lib/list-definition";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { DescriptionField } from "../../lib/TitleField";
import { violationCategories, type ViolationCategory } from "./api";
import { ViolationsTabs } from "./ViolationsTabs";

type Category = ViolationCategory;

/** "$50.00", or "None" for a category that fines nothing. */
const fineLabel = (fine: string) => {
  const cents = parseCents(fine) ?? 0;
  return cents === 0 ? "None" : formatCents(cents);
};

const columns: readonly DataTableColumn<Category>[] = [
  {
    id: "name",
    header: "Category",
    sort: columnSort("name"),
    cell: (category) => (
      <span className="ui-stacked-text">
        <span>{category.name}</span>
        {category.rule ? <span className="ui-stacked-text__secondary">{category.rule}</span> : null}
      </span>
    ),
  },
  {
    id: "cureDays",
    header: "Cure period",
    card: "meta",
    sort: columnSort("cureDays"),
    cell: (category) => cureDaysLabel(category.cureDays),
    nowrap: true,
  },
  {
    id: "fine",
    header: "Fine",
    card: "meta",
    sort: columnSort("fineCents"),
    cell: (category) => fineLabel(category.fine),
    nowrap: true,
  },
];

const categoryList = defineList({
  noun: "violation categories",
  title: "Categories",
  useItems: violationCategories.useList,
  columns,
  sorts: [
    ...sortChoices("name", "Name, A to Z", "Name, Z to A"),
    ...sortChoices("cureDays", "Shortest cure period", "Longest cure period"),
    ...sortChoices("fineCents", "Lowest fine", "Highest fine"),
  ],
  order: VIOLATION_CATEGORY_LIST_ORDER,
  empty: { icon: "shield" },
  noMatchHint: "Try another sort.",
  rowActions: [
    {
      action: "edit",
      label: (category) => `Edit ${category.name}`,
      icon: "pencil",
      variant: "quiet",
    },
    removeRowAction<Category>((category) => category.name),
  ],
  create: { label: "Add category" },
});

const draftOf = (category: Category | undefined) => ({
  name: category?.name ?? "",
  rule: category?.rule ?? "",
  description: category?.description ?? "",
  cureDays: String(category?.cureDays ?? 14),
  fine: category?.fine ?? "0.00",
});

function CategoryForm({
  id,
  category,
  onSaved,
}: {
  id: string;
  category: Category | undefined;
  onSaved: (category: Category) => void;
}) {
  const { currentOrgId } = useOrganizationSession();
  const save = violationCategories.useSave(currentOrgId ?? "");
  const form = useSchemaForm({
    schema: violationCategoryDraftSchema,
    defaultValues: draftOf(category),
    onValidSubmit: (draft, form) =>
      saveForm(form, save.mutateAsync({ item: category, draft }), (saved) => {
        notify.success(category ? `${saved.name} was saved.` : `${saved.name} was added.`, {
          id: "save-violationCategories",
        });
        onSaved(saved);
      }),
  });
  return (
    <form {...form.formProps} id={id} aria-label={category ? "Edit category" : "Add category"}>
      <FormGrid columns={2}>
        <TextField
          label="Name"
          required
          data-autofocus
          autoComplete="off"
          hint="e.g. Parking, Landscaping"
          {...form.text("name")}
        />
        <TextField
          label="Rule"
          optional
          autoComplete="off"
          hint="The rule of your governing documents it cites, e.g. CC&R 7.3"
          {...form.text("rule")}
        />
      </FormGrid>
      <FormGrid>
        <DescriptionField
          rows={3}
          hint="What a notice says of the violation, unless the report says more"
          {...form.text("description")}
        />
      </FormGrid>
      <FormGrid columns={2}>
        <TextField
          label="Cure period (days)"
          inputMode="numeric"
          hint="Days the owner has to fix it after the courtesy notice; 0 for none"
          {...form.text("cureDays")}
        />
        <TextField
          label="Fine"
          inputMode="decimal"
          startAdornment="$"
          hint="From your published fine schedule; 0 for none"
          {...form.text("fine")}
        />
      </FormGrid>
    </form>
  );
}

/**
 * The kinds of violation the board enforces, each with the rule it cites, what its notices say by
 * default, its cure period and its fine. Administrators add, edit and delete them; a violation
 * copies its category's when it is reported.
 */
export default function ViolationCategoriesPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const remove = violationCategories.useRemove(orgId);
  const [editing, setEditing] = useState<Category | "new" | null>(null);
  const [removing, setRemoving] = useState<Category | null>(null);
  return (
    <ListPage
      list={categoryList}
      orgId={orgId}
      title="Violations"
      description="The kinds of violation your board enforces: the rule each cites, its cure period and its fine."
      above={<ViolationsTabs />}
      onCreate={isOrganizationAdmin ? () => setEditing("new") : undefined}
      onRowAction={
        isOrganizationAdmin
          ? (action, category) => (action === "edit" ? setEditing(category) : setRemoving(category))
          : undefined
      }
    >
      <ItemFormDialog
        open={editing !== null}
        item={editing === "new" ? undefined : (editing ?? undefined)}
        noun="category"
        busy={violationCategories.useSavePending()}
        onClose={() => setEditing(null)}
        form={(id, onSaved) => (
          <CategoryForm
            id={id}
            category={editing === "new" ? undefined : (editing ?? undefined)}
            onSaved={onSaved}
          />
        )}
      />
      {removing ? (
        <ConfirmMutationDialog
          open
          title={`Delete ${removing.name}?`}
          message="Violations already reported in this category keep its rule, cure period and fine."
          confirmLabel="Delete category"
          tone="danger"
          busyLabel="Deleting..."
          mutation={remove}
          variables={removing}
          done={{ message: `${removing.name} was deleted.`, toastId: "delete-violationCategories" }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </ListPage>
  );
}
