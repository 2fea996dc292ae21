import type { FormSchema } from "@hoa/ui";
import {
  AMENITY_DAYS,
  amenityDraftSchema,
  type AmenityApproval,
  type AmenityDay,
} from "@hoa/validation/amenities";
import type { Amenity } from "./api";

/**
 * The amenity form's values: every field of the API's create schema, the numbers as typed, the
 * household limits flat (empty: no limit).
 */
export interface AmenityFormValues {
  name: string;
  description: string;
  location: string;
  slotMinutes: string;
  opens: string;
  closes: string;
  days: AmenityDay[];
  capacity: string;
  perDay: string;
  perWeek: string;
  perMonth: string;
  bookAheadDays: string;
  minNoticeHours: string;
  cancelHours: string;
  approval: AmenityApproval;
  fee: string;
  deposit: string;
  terms: string;
  active: boolean;
}

export const emptyAmenityForm: AmenityFormValues = {
  name: "",
  description: "",
  location: "",
  slotMinutes: "60",
  opens: "09:00",
  closes: "21:00",
  days: [...AMENITY_DAYS],
  capacity: "1",
  perDay: "",
  perWeek: "",
  perMonth: "",
  bookAheadDays: "30",
  minNoticeHours: "24",
  cancelHours: "48",
  approval: "automatic",
  fee: "0.00",
  deposit: "0.00",
  terms: "",
  active: true,
};

const limitText = (limit: number | null) => (limit === null ? "" : String(limit));

/** The form's values for an amenity being edited. */
export const amenityFormOf = (amenity: Amenity): AmenityFormValues => ({
  name: amenity.name,
  description: amenity.description,
  location: amenity.location,
  slotMinutes: String(amenity.slotMinutes),
  opens: amenity.opens,
  closes: amenity.closes,
  days: [...amenity.days],
  capacity: String(amenity.capacity),
  perDay: limitText(amenity.limits.perDay),
  perWeek: limitText(amenity.limits.perWeek),
  perMonth: limitText(amenity.limits.perMonth),
  bookAheadDays: String(amenity.bookAheadDays),
  minNoticeHours: String(amenity.minNoticeHours),
  cancelHours: String(amenity.cancelHours),
  approval: amenity.approval,
  fee: amenity.fee,
  deposit: amenity.deposit,
  terms: amenity.terms,
  active: amenity.active,
});

/** The request the form's values make: the limits as the API's object. */
export const amenityRequestOf = ({ perDay, perWeek, perMonth, ...values }: AmenityFormValues) => ({
  ...values,
  limits: { perDay, perWeek, perMonth },
});

/** A refused field of the request, as the form names it (`limits.perWeek` is `perWeek`). */
function formFieldOf(path: readonly unknown[] | undefined): string | undefined {
  const keyOf = (segment: unknown) =>
    typeof segment === "object" && segment !== null && "key" in segment
      ? String((segment as { key: unknown }).key)
      : segment === undefined
        ? undefined
        : String(segment as string);
  const first = keyOf(path?.[0]);
  return first === "limits" ? (keyOf(path?.[1]) ?? "perDay") : first;
}

/**
 * The form is checked by the API's own create schema on the request its values make, so it
 * refuses what the server would, with the same messages; a limit's message goes on its field.
 */
export const amenityFormSchema: FormSchema<AmenityFormValues> = {
  "~standard": {
    validate: (values) => {
      const result = amenityDraftSchema["~standard"].validate(
        amenityRequestOf(values as AmenityFormValues),
      );
      if (result instanceof Promise || !result.issues) return result;
      return {
        issues: result.issues.map((issue) => {
          const field = formFieldOf(issue.path);
          return { message: issue.message, path: field ? [field] : undefined };
        }),
      };
    },
  },
};
