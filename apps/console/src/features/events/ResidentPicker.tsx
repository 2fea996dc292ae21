import { ComboboxField } from "@hoa/ui";
import { useResidents } from "../../api/list-residents";
import { usePickerSearch } from "../../lib/picker-search";

/** What the picker needs of a resident: enough to name them. */
export interface ResidentChoice {
  id: string;
  name: string;
  address?: string;
  unit?: string;
}

/** Picks one of the directory's residents, searching them by name as you type. */
export function ResidentPicker({
  orgId,
  value,
  onChange,
  error,
}: {
  orgId: string;
  value: ResidentChoice | null;
  onChange: (resident: ResidentChoice | null) => void;
  error?: string | undefined;
}) {
  const { search, items, loading, onInputValueChange } = usePickerSearch(useResidents, orgId);
  return (
    <ComboboxField<ResidentChoice>
      label="Resident"
      required
      hint="Type a name to find them in the directory."
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
        resident.address ? `${resident.address}${resident.unit ? `, ${resident.unit}` : ""}` : ""
      }
      emptyText={search ? `No resident matches "${search}"` : "No residents yet"}
    />
  );
}
