import { ComboboxField } from "@hoa/ui";
import { ARCHIVED_STATUS, propertyLabel } from "@hoa/validation";
import { useProperties } from "../../api/list-properties";
import { usePickerSearch } from "../../lib/picker-search";

/** What the picker needs of a property: enough to name it. */
export interface PropertyChoice {
  id: string;
  address: string;
  unit: string;
  type?: string;
}

export interface PropertyPickerProps {
  orgId: string;
  value: PropertyChoice | null;
  onChange: (property: PropertyChoice | null) => void;
  error?: string | undefined;
}

/**
 * Picks one of the organization's properties, searching them by address or unit as you type. An
 * archived property is not offered: nobody can be added to it.
 */
export function PropertyPicker({ orgId, value, onChange, error }: PropertyPickerProps) {
  const search = usePickerSearch(useProperties, orgId);
  const { loading, onInputValueChange } = search;
  const items = search.items.filter((property) => property.status !== ARCHIVED_STATUS);
  return (
    <ComboboxField<PropertyChoice>
      label="Property"
      required
      hint="Type an address or a unit to find it."
      placeholder="e.g. 300 Maple Grove Lane or 2B"
      error={error}
      items={items}
      loading={loading}
      selectedItem={value}
      onSelectedItemChange={onChange}
      onInputValueChange={onInputValueChange}
      itemToString={(property) => (property ? propertyLabel(property) : "")}
      itemKey={(property) => property.id}
      itemDetail={(property) => property.type}
      emptyText={search.search ? `No property matches "${search.search}"` : "No properties yet"}
    />
  );
}
