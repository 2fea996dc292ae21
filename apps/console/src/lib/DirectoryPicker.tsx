import type { UseQueryResult } from "@tanstack/react-query";
import { ComboboxField } from "@hoa/ui";
import { ARCHIVED_STATUS, propertyLabel } from "@hoa/validation";
import type { ListPage } from "../api/list-query";
import { useProperties, type Property } from "../api/list-properties";
import { useResidents, type Resident } from "../api/list-residents";
import { usePickerSearch } from "./picker-search";

/**
 * One of the directory's lists as a picker searches it (its items, `TItem`) and names a choice
 * (`TChoice`: what a form holds, which may be less than a listed item).
 */
interface Directory<TChoice extends { id: string }, TItem extends TChoice> {
  useList: (orgId: string, query: { limit: number; q?: string }) => UseQueryResult<ListPage<TItem>>;
  placeholder: string;
  nameOf: (choice: TChoice) => string;
  /** What the list says when it is empty, and when nothing matches what was typed. */
  none: string;
  noMatch: (search: string) => string;
  /** Whether an item can be chosen (all of them unless given). */
  offers?: (item: TItem) => boolean;
}

/** What a form gives a picker: the organization, its choice and where the choice goes. */
interface PickerProps<TChoice> {
  orgId: string;
  value: TChoice | null;
  onChange: (choice: TChoice | null) => void;
  error?: string | undefined;
}

/**
 * Picks one item of a directory list, searching it on the server as you type (the first
 * `PICKER_CHOICES` matches). Required: a form names one.
 */
function DirectoryPicker<TChoice extends { id: string }, TItem extends TChoice>({
  directory,
  label,
  hint,
  detail,
  orgId,
  value,
  onChange,
  error,
}: PickerProps<TChoice> & {
  directory: Directory<TChoice, TItem>;
  label: string;
  hint: string;
  /** The line under an item's name. */
  detail: (item: TChoice) => string | undefined;
}) {
  const { search, items, loading, onInputValueChange } = usePickerSearch(directory.useList, orgId);
  const { offers } = directory;
  return (
    <ComboboxField<TChoice>
      label={label}
      required
      hint={hint}
      placeholder={directory.placeholder}
      error={error}
      items={offers ? items.filter(offers) : items}
      loading={loading}
      selectedItem={value}
      onSelectedItemChange={onChange}
      onInputValueChange={onInputValueChange}
      itemToString={(choice) => (choice ? directory.nameOf(choice) : "")}
      itemKey={(choice) => choice.id}
      itemDetail={detail}
      emptyText={search ? directory.noMatch(search) : directory.none}
    />
  );
}

const residents: Directory<ResidentChoice, Resident> = {
  useList: useResidents,
  placeholder: "e.g. Ana Ruiz",
  nameOf: (resident) => resident.name,
  none: "No residents yet",
  noMatch: (search) => `No resident matches "${search}"`,
};

const properties: Directory<PropertyChoice, Property> = {
  useList: useProperties,
  placeholder: "e.g. 300 Maple Grove Lane or 2B",
  nameOf: (property) => propertyLabel(property),
  none: "No properties yet",
  noMatch: (search) => `No property matches "${search}"`,
  // Nobody can be added to an archived property.
  offers: (property) => property.status !== ARCHIVED_STATUS,
};

/** What a resident picker needs of a resident: enough to name them and say where they live. */
export interface ResidentChoice {
  id: string;
  name: string;
  address?: string;
  unit?: string;
}

const placeOf = (resident: ResidentChoice) =>
  resident.address ? `${resident.address}${resident.unit ? `, ${resident.unit}` : ""}` : "";

/**
 * Picks one of the directory's residents, each shown with where they live. The label and hint
 * say what the resident is to the form ("Resident", or a ticket's "From").
 *
 * @example
 * <ResidentPicker orgId={orgId} value={resident} onChange={setResident}
 *   label="From" hint="The resident who raised it. Type a name to find them." />
 */
export function ResidentPicker({
  label = "Resident",
  hint = "Type a name to find them in the directory.",
  ...props
}: PickerProps<ResidentChoice> & { label?: string; hint?: string }) {
  return (
    <DirectoryPicker directory={residents} label={label} hint={hint} detail={placeOf} {...props} />
  );
}

/** Picks the resident to write to, each shown with their email and whether they opted out. */
export function RecipientPicker(props: PickerProps<Resident>) {
  return (
    <DirectoryPicker
      directory={residents}
      label="Resident"
      hint="Type a name, email or unit to find them."
      detail={(resident) =>
        [
          resident.email || "No email address",
          resident.emailOptOut ? "opted out of non-urgent email" : "",
        ]
          .filter(Boolean)
          .join(" · ")
      }
      {...props}
    />
  );
}

/** What the property picker needs of a property: enough to name it. */
export interface PropertyChoice {
  id: string;
  address: string;
  unit: string;
  type?: string;
}

/** Picks one of the organization's properties by address or unit; archived ones are not offered. */
export function PropertyPicker(props: PickerProps<PropertyChoice>) {
  return (
    <DirectoryPicker
      directory={properties}
      label="Property"
      hint="Type an address or a unit to find it."
      detail={(property) => property.type}
      {...props}
    />
  );
}
