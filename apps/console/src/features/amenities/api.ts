import {
  keepPreviousData,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../api/client";
import { versionedRequest } from "../../api/if-match";
import { invalidateEach, useItemMutation } from "../../api/item-mutation";
import { listQueryHook } from "../../api/list-query";
import { queryKeys } from "../../api/query-keys";
import {
  orgFetcher,
  pageFetcher,
  queryHook,
  recordFetcher,
  type ListQueryOf,
} from "../../api/reads";
import type { BodyArgs, Operation } from "../../api/requests";
import { downloadFile } from "../../lib/upload";

export type Amenity = ApiSchemas["Amenity"];
export type Booking = ApiSchemas["Booking"];
export type AmenityCalendar = ApiSchemas["AmenityCalendar"];
export type CalendarDay = ApiSchemas["CalendarDay"];
export type CalendarSlot = ApiSchemas["CalendarSlot"];
export type SlotBooking = ApiSchemas["SlotBooking"];
export type BookingListQuery = ListQueryOf<"/api/orgs/{orgId}/bookings">;

type AmenityRequest = BodyArgs<Operation<"POST", "/api/orgs/{orgId}/amenities">>[0];
export type AmenityChanges = BodyArgs<
  Operation<"PATCH", "/api/orgs/{orgId}/amenities/{amenityId}">
>[0];
export type BlockRequest = BodyArgs<
  Operation<"POST", "/api/orgs/{orgId}/amenities/{amenityId}/blocks">
>[0];
export type AdminBookingRequest = BodyArgs<Operation<"POST", "/api/orgs/{orgId}/bookings">>[0];

const amenityKeys = queryKeys.amenities;
const bookingKeys = queryKeys.bookings;

// ---------------------------------------------------------------------------------------------
// Amenities

/** `GET /api/orgs/{orgId}/amenities`: every amenity by name (the board sees inactive ones too). */
export const listAmenities = orgFetcher("/api/orgs/{orgId}/amenities");

export function useAmenities(orgId: string) {
  return useQuery({
    queryKey: amenityKeys.list(orgId, {}),
    queryFn: ({ signal }) => listAmenities(orgId, signal),
  });
}

/** `GET .../amenities/{amenityId}` (its version is the one an edit is made to). */
export const getAmenity = recordFetcher("/api/orgs/{orgId}/amenities/{amenityId}", "amenityId");
export const useAmenity = queryHook(amenityKeys.detail, getAmenity);

/** `GET .../amenities/{amenityId}/calendar?from=&to=`: its slots, places and bookings. */
export function getAmenityCalendar(
  orgId: string,
  amenityId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/amenities/{amenityId}/calendar", {
      params: { path: { orgId, amenityId }, query: { from, to } },
      signal,
    }),
  );
}

/** A stretch of an amenity's calendar; the one shown stays while the next week loads. */
export function useAmenityCalendar(
  orgId: string,
  amenityId: string,
  from: string,
  to: string,
  enabled = true,
) {
  return useQuery({
    queryKey: amenityKeys.calendar(orgId, amenityId, from, to),
    queryFn: ({ signal }) => getAmenityCalendar(orgId, amenityId, from, to, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What a change to an amenity makes stale: its lists, pages and calendars, the activity. */
const amenityChangeKeys = [amenityKeys.all, queryKeys.audit.all];

/** Names the save in flight, so the drawer around the form can show it is busy. */
const saveAmenityKey = ["amenities", "save"] as const;
export const useSaveAmenityPending = () => useIsMutating({ mutationKey: saveAmenityKey }) > 0;

/** `POST /api/orgs/{orgId}/amenities`. */
function createAmenity(orgId: string, request: AmenityRequest) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/amenities", { params: { path: { orgId } }, body: request }),
  );
}

export const useCreateAmenity = (orgId: string) =>
  useItemMutation({
    mutationKey: saveAmenityKey,
    mutationFn: (request: AmenityRequest) => createAmenity(orgId, request),
    meta: { errorMessage: "The amenity could not be added", toastId: "create-amenity" },
    setsDetail: (amenity) => amenityKeys.detail(orgId, amenity.id),
    invalidates: amenityChangeKeys,
  });

const updateAmenity = versionedRequest("PATCH", "/api/orgs/{orgId}/amenities/{amenityId}");

/** Changes an amenity made to the version shown; a stale version (412) reads it again. */
export const useUpdateAmenity = (orgId: string, amenity: Amenity) =>
  useItemMutation({
    mutationKey: saveAmenityKey,
    mutationFn: (changes: AmenityChanges) => updateAmenity(orgId, amenity, changes),
    meta: { errorMessage: "The amenity could not be saved", toastId: "update-amenity" },
    setsDetail: (saved) => amenityKeys.detail(orgId, saved.id),
    invalidates: amenityChangeKeys,
    invalidatesOnError: [amenityKeys.detail(orgId, amenity.id)],
  });

const deleteAmenity = versionedRequest("DELETE", "/api/orgs/{orgId}/amenities/{amenityId}");

/** Deletes an amenity that never had a booking (409 otherwise, told by the server's message). */
export const useDeleteAmenity = (orgId: string, amenity: Amenity) =>
  useItemMutation({
    mutationFn: () => deleteAmenity(orgId, amenity),
    meta: { errorMessage: "The amenity could not be deleted", toastId: "delete-amenity" },
    removesDetail: () => amenityKeys.detail(orgId, amenity.id),
    invalidates: amenityChangeKeys,
    invalidatesOnError: [amenityKeys.detail(orgId, amenity.id)],
  });

/** `POST .../amenities/{amenityId}/blocks` (administrators): the blocked slots. */
export function blockAmenityTime(orgId: string, amenityId: string, request: BlockRequest) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/amenities/{amenityId}/blocks", {
      params: { path: { orgId, amenityId } },
      body: request,
    }),
  );
}

/**
 * Blocks time. No toast of its own on a refusal: the dialog shows the server's message (a 409
 * names the slots that have bookings), which may be long and must stay to be read.
 */
const blockKey = ["amenities", "block"] as const;
export const useBlockAmenityTimePending = () => useIsMutating({ mutationKey: blockKey }) > 0;

export function useBlockAmenityTime(orgId: string, amenityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: blockKey,
    mutationFn: (request: BlockRequest) => blockAmenityTime(orgId, amenityId, request),
    onSuccess: () =>
      invalidateEach(queryClient, [
        ["amenities", "calendar"],
        bookingKeys.all,
        queryKeys.audit.all,
      ]),
  });
}

// ---------------------------------------------------------------------------------------------
// Bookings

/** `GET /api/orgs/{orgId}/bookings`: latest slot first, filtered by status, amenity or property. */
export const listBookings = pageFetcher("/api/orgs/{orgId}/bookings");
export const useBookings = listQueryHook(bookingKeys.list, listBookings);

/** `GET .../bookings/{bookingId}` (its version is the one a step is made to). */
export const getBooking = recordFetcher("/api/orgs/{orgId}/bookings/{bookingId}", "bookingId");
export const useBooking = queryHook(bookingKeys.detail, getBooking);

/**
 * What a booking's change makes stale: the bookings, the amenities' calendars, the activity, and
 * the property's billing (its fee and deposit are posted to, or given back on, its ledger).
 */
function bookingChangeKeys(orgId: string, propertyId: string) {
  return [
    bookingKeys.all,
    ["amenities", "calendar"],
    queryKeys.audit.all,
    ...(propertyId
      ? [
          queryKeys.billing.account(orgId, propertyId),
          queryKeys.billing.ledger(orgId, propertyId),
          queryKeys.billing.summary(orgId),
          queryKeys.billing.report(orgId),
        ]
      : []),
  ];
}

/** `POST /api/orgs/{orgId}/bookings` (administrators). */
function createBooking(orgId: string, request: AdminBookingRequest) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/bookings", { params: { path: { orgId } }, body: request }),
  );
}

const bookForKey = ["bookings", "create"] as const;
export const useBookForHouseholdPending = () => useIsMutating({ mutationKey: bookForKey }) > 0;

/** Books a slot for a household; a full slot or a limit is the server's 409, toasted. */
export const useBookForHousehold = (orgId: string) =>
  useItemMutation({
    mutationKey: bookForKey,
    mutationFn: (request: AdminBookingRequest) => createBooking(orgId, request),
    meta: { errorMessage: "The booking could not be made", toastId: "create-booking" },
    setsDetail: (booking) => bookingKeys.detail(orgId, booking.id),
    invalidates: (request) => bookingChangeKeys(orgId, request.propertyId),
    invalidatesOnError: [["amenities", "calendar"]],
  });

/** The steps on a booking, each a `POST` made to the version shown (`If-Match`). */
const stepRequests = {
  approve: versionedRequest("POST", "/api/orgs/{orgId}/bookings/{bookingId}/approve"),
  decline: versionedRequest("POST", "/api/orgs/{orgId}/bookings/{bookingId}/decline"),
  cancel: versionedRequest("POST", "/api/orgs/{orgId}/bookings/{bookingId}/cancel"),
  releaseDeposit: versionedRequest(
    "POST",
    "/api/orgs/{orgId}/bookings/{bookingId}/release-deposit",
  ),
} as const;

export type BookingStep = keyof typeof stepRequests;
export type BookingStepBody<TStep extends BookingStep> = Parameters<
  (typeof stepRequests)[TStep]
>[2];

const stepFailures: Readonly<Record<BookingStep, string>> = {
  approve: "The booking could not be approved",
  decline: "The booking could not be declined",
  cancel: "The booking could not be cancelled",
  releaseDeposit: "The deposit could not be released",
};

const stepKey = (step: BookingStep) => ["bookings", "step", step] as const;
export const useBookingStepPending = (step: BookingStep) =>
  useIsMutating({ mutationKey: stepKey(step) }) > 0;

/**
 * Takes `step` on the booking made to the version shown: the answer fills the booking's query;
 * a refusal (a stale version, a step no longer allowed) reads it and the lists again.
 */
export function useBookingStep<TStep extends BookingStep>(
  orgId: string,
  booking: Booking,
  step: TStep,
) {
  const send = stepRequests[step] as (
    orgId: string,
    booking: Booking,
    body: BookingStepBody<TStep>,
  ) => Promise<Booking>;
  return useItemMutation({
    mutationKey: stepKey(step),
    mutationFn: (body: BookingStepBody<TStep>) => send(orgId, booking, body),
    meta: { errorMessage: stepFailures[step], toastId: `booking-${step}` },
    setsDetail: (saved) => bookingKeys.detail(orgId, saved.id),
    invalidates: bookingChangeKeys(orgId, booking.propertyId),
    invalidatesOnError: [bookingKeys.detail(orgId, booking.id), ["bookings", "list"]],
  });
}

/** `GET .../bookings/{bookingId}/ics`: the booking as a calendar file, saved under its name. */
export function downloadBookingIcs(orgId: string, bookingId: string): Promise<void> {
  return downloadFile(
    api.GET("/api/orgs/{orgId}/bookings/{bookingId}/ics", {
      params: { path: { orgId, bookingId } },
      parseAs: "blob",
    }),
    "booking.ics",
  );
}
