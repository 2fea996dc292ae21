import { useQuery } from "@tanstack/react-query";
import type { ResidentBookingRequest } from "@hoa/validation/amenities";
import { api, unwrap, type ApiSchemas } from "../../../../api/client";
import { useItemMutation } from "../../../../api/item-mutation";
import { queryKeys } from "../../../../api/query-keys";
import { orgFetcher, queryHook, recordFetcher } from "../../../../api/reads";
import { postRequest } from "../../../../api/requests";
import { downloadFile } from "../../../../lib/upload";

export type Booking = ApiSchemas["Booking"];
export type Amenity = ApiSchemas["Amenity"];
export type AmenityCalendar = ApiSchemas["AmenityCalendar"];
export type CalendarSlot = ApiSchemas["CalendarSlot"];

/** `GET /api/orgs/{orgId}/me/bookings`: the household's bookings, latest slot first. */
export const listOwnBookings = orgFetcher("/api/orgs/{orgId}/me/bookings");

export const useOwnBookings = queryHook(queryKeys.ownBookings.list, listOwnBookings);

/** `GET /api/orgs/{orgId}/me/bookings/{bookingId}`: 404 for another household's. */
export const getOwnBooking = recordFetcher(
  "/api/orgs/{orgId}/me/bookings/{bookingId}",
  "bookingId",
);

export const useOwnBooking = queryHook(queryKeys.ownBookings.detail, getOwnBooking);

/** `GET /api/orgs/{orgId}/amenities`: for a resident, the amenities taking bookings, by name. */
export const listBookableAmenities = orgFetcher("/api/orgs/{orgId}/amenities");

export const useBookableAmenities = queryHook(
  queryKeys.ownBookings.amenities,
  listBookableAmenities,
);

/**
 * `GET /api/orgs/{orgId}/amenities/{amenityId}/calendar?from=&to=` for one day: its slots with
 * their places left, whether each is blocked, and the household's own bookings in them.
 */
export const getAmenityDay = (
  orgId: string,
  amenityId: string,
  date: string,
  signal?: AbortSignal,
) =>
  unwrap(
    api.GET("/api/orgs/{orgId}/amenities/{amenityId}/calendar", {
      params: { path: { orgId, amenityId }, query: { from: date, to: date } },
      signal,
    }),
  );

/** The day's slots of an amenity; idle until a day is chosen. */
export const useAmenityDay = (orgId: string, amenityId: string, date: string) =>
  useQuery({
    queryKey: queryKeys.ownBookings.day(orgId, amenityId, date),
    queryFn: ({ signal }) => getAmenityDay(orgId, amenityId, date, signal),
    enabled: date !== "",
  });

const postOwnBooking = postRequest("/api/orgs/{orgId}/me/bookings");
const postOwnCancel = postRequest("/api/orgs/{orgId}/me/bookings/{bookingId}/cancel");

/**
 * Books a slot for the household. Its bookings, the day's slots and its account (the fee and the
 * deposit) are read again after it; after a refusal too, so a slot just taken shows as full.
 */
export const useBookAmenity = (orgId: string) =>
  useItemMutation({
    mutationFn: (request: ResidentBookingRequest) => postOwnBooking({ orgId }, request),
    meta: { errorMessage: "The booking could not be made", toastId: "book-amenity" },
    setsDetail: (booking) => queryKeys.ownBookings.detail(orgId, booking.id),
    invalidates: [queryKeys.ownBookings.all, queryKeys.billing.all],
    invalidatesOnError: [queryKeys.ownBookings.all],
  });

/**
 * Cancels one of the household's bookings (the deposit comes back, the fee within the free
 * window). A refusal (started meanwhile, already cancelled) reads the bookings again.
 */
export const useCancelOwnBooking = (orgId: string) =>
  useItemMutation({
    mutationFn: (booking: Booking) => postOwnCancel({ orgId, bookingId: booking.id }, {}),
    meta: { errorMessage: "The booking could not be cancelled", toastId: "cancel-booking" },
    setsDetail: (booking) => queryKeys.ownBookings.detail(orgId, booking.id),
    invalidates: [queryKeys.ownBookings.all, queryKeys.billing.all],
    invalidatesOnError: [queryKeys.ownBookings.all],
  });

/**
 * `GET /api/orgs/{orgId}/me/bookings/{bookingId}/ics`: the booking as an iCalendar file, fetched
 * with the resident's token and saved under the name the API gives it. A refusal throws the
 * `ApiError` with the API's message.
 */
export const downloadBookingIcs = (orgId: string, bookingId: string) =>
  downloadFile(
    api.GET("/api/orgs/{orgId}/me/bookings/{bookingId}/ics", {
      params: { path: { orgId, bookingId } },
      parseAs: "blob",
    }),
    "booking.ics",
  );
