/** An event the integration tests create: two seats, so that replies race for them. */
export const twoSeatEvent = {
  title: "Pool party",
  type: "Social Gathering",
  location: "Pool",
  date: "2030-07-04",
  time: "12:00",
  maxAttendees: 2,
  description: "",
};
