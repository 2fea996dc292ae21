import { ComboboxField } from "@hoa/ui";
import { propertyLabel } from "@hoa/validation";
import { useState } from "react";
import { useProperties } from "../../api/list-properties";
import { useDebouncedValue } from "../../lib/use-debounced-value";

/** What the picker needs of a property: enough to name it. */
export interface PropertyChoice {
  id: string;
  address: string;
  unit: string;
  type?: string;
}

/** How many matches the picker offers at once; typing more narrows them. */
const CHOICES = 20;

export interface PropertyPickerProps {
  orgId: string;
  value: PropertyChoice | null;
  onChange: (property: PropertyChoice | null) => void;
  error?: string | undefined;
}

/** Picks one of the organization's properties, searching them by address or unit as you type. */
export function PropertyPicker({ orgId, value, onChange, error }: PropertyPickerProps) {
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim());
  const matches = useProperties(orgId, { limit: CHOICES, ...(search ? { q: search } : {}) });
  return (
    <ComboboxField<PropertyChoice>
      label="Property"
      required
      hint="Type an address or a unit to find it."
      placeholder="e.g. 300 Maple Grove Lane or 2B"
      error={error}
      items={matches.data?.items ?? []}
      loading={matches.isFetching}
      selectedItem={value}
      onSelectedItemChange={onChange}
      onInputValueChange={setText}
      itemToString={(property) => (property ? propertyLabel(property) : "")}
      itemKey={(property) => property.id}
      itemDetail={(property) => property.type}
      emptyText={search ? `No property matches "${search}"` : "No properties yet"}
    />
  );
}
