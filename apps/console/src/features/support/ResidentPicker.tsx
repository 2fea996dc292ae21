import { ComboboxField } from "@hoa/ui";
import { useState } from "react";
import { useResidents } from "../../api/list-residents";
import { useDebouncedValue } from "../../lib/use-debounced-value";

/** What the picker needs of a resident: enough to name them. */
export interface ResidentChoice {
  id: string;
  name: string;
  address?: string;
  unit?: string;
}

/** How many matches the picker offers at once; typing more narrows them. */
const CHOICES = 20;

export interface ResidentPickerProps {
  orgId: string;
  value: ResidentChoice | null;
  onChange: (resident: ResidentChoice | null) => void;
  error?: string | undefined;
}

/** Picks one of the directory's residents, searching them by name as you type. */
export function ResidentPicker({ orgId, value, onChange, error }: ResidentPickerProps) {
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim());
  const matches = useResidents(orgId, { limit: CHOICES, ...(search ? { q: search } : {}) });
  return (
    <ComboboxField<ResidentChoice>
      label="From"
      required
      hint="The resident who raised it. Type a name to find them."
      placeholder="e.g. Ana Ruiz"
      error={error}
      items={matches.data?.items ?? []}
      loading={matches.isFetching}
      selectedItem={value}
      onSelectedItemChange={onChange}
      onInputValueChange={setText}
      itemToString={(resident) => resident?.name ?? ""}
      itemKey={(resident) => resident.id}
      itemDetail={(resident) =>
        resident.address ? `${resident.address}${resident.unit ? `, ${resident.unit}` : ""}` : ""
      }
      emptyText={search ? `No resident matches "${search}"` : "No residents yet"}
    />
  );
}
