import { ComboboxField } from "@hoa/ui";
import { COMMON_TIME_ZONES, TIME_ZONES, timeZoneLabel, type TimeZone } from "@hoa/validation";
import { useMemo, useState } from "react";

interface ZoneChoice {
  zone: TimeZone;
  label: string;
  /** What typing may match: the label and the name with its underscores as spaces. */
  words: string;
}

const choiceOf = (zone: TimeZone): ZoneChoice => {
  const label = timeZoneLabel(zone);
  return { zone, label, words: `${label} ${zone.replaceAll("_", " ")}`.toLowerCase() };
};

const CHOICES: readonly ZoneChoice[] = TIME_ZONES.map(choiceOf);
const isCommon = (zone: TimeZone) => (COMMON_TIME_ZONES as readonly string[]).includes(zone);

/**
 * The organization's time zone: the four of the specification first, then every IANA zone by
 * name (some four hundred), so the field searches them as you type ("phoenix", "new york").
 */
export function TimeZonePicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: TimeZone;
  onChange: (zone: TimeZone) => void;
  error?: string | undefined;
  disabled: boolean;
}) {
  const [text, setText] = useState("");
  const selected = useMemo(() => choiceOf(value), [value]);
  const items = useMemo(() => {
    const wanted = text.trim().toLowerCase();
    // After a choice the field shows its label: the whole list is offered again.
    if (wanted === "" || text === selected.label) return CHOICES;
    return CHOICES.filter((choice) => choice.words.includes(wanted));
  }, [text, selected]);
  return (
    <ComboboxField<ZoneChoice>
      label="Time zone"
      name="timeZone"
      hint="Decides the day of dues, events and schedules. Type a city to find its zone."
      placeholder="e.g. Phoenix"
      error={error}
      disabled={disabled}
      restoreOnBlur
      items={items}
      selectedItem={selected}
      onSelectedItemChange={(choice) => {
        if (choice) onChange(choice.zone);
      }}
      onInputValueChange={setText}
      itemToString={(choice) => choice?.label ?? ""}
      itemKey={(choice) => choice.zone}
      itemDetail={(choice) => (isCommon(choice.zone) ? choice.zone : "")}
      emptyText={`No time zone matches "${text.trim()}"`}
    />
  );
}
