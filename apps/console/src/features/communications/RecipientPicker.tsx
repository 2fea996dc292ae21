import { ComboboxField } from "@hoa/ui";
import { useResidents, type Resident } from "../../api/list-residents";
import { usePickerSearch } from "../../lib/picker-search";

export interface RecipientPickerProps {
  orgId: string;
  value: Resident | null;
  onChange: (resident: Resident | null) => void;
  error?: string | undefined;
}

/** Picks the resident to write to from the directory, by name, email or unit as you type. */
export function RecipientPicker({ orgId, value, onChange, error }: RecipientPickerProps) {
  const { search, items, loading, onInputValueChange } = usePickerSearch(useResidents, orgId);
  return (
    <ComboboxField<Resident>
      label="Resident"
      required
      hint="Type a name, email or unit to find them."
      placeholder="e.g. Ana Ruiz"
      error={error}
      items={items}
      loading={loading}
      selectedItem={value}
      onSelectedItemChange={onChange}
      onInputValueChange={onInputValueChange}
      itemToString={(resident) => resident?.name ?? ""}
      itemKey={(resident) => resident.id}
      itemDetail={(resident) =>
        [
          resident.email || "No email address",
          resident.emailOptOut ? "opted out of non-urgent email" : "",
        ]
          .filter(Boolean)
          .join(" · ")
      }
      emptyText={search ? `No resident matches "${search}"` : "No residents yet"}
    />
  );
}
