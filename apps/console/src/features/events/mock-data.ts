import type { EventType } from "@hoa/validation";

export interface CommunityEvent {
  id: string;
  title: string;
  type: EventType;
  location: string;
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  /** As shown, e.g. "7:00 PM". */
  time: string;
  attending: number;
  maxAttendees?: number;
  description: string;
}

/** Sample upcoming events of Maple Grove HOA (display only). */
export const upcomingEvents: readonly CommunityEvent[] = [
  {
    id: "april-board-meeting",
    title: "Quarterly HOA board meeting",
    type: "Community Meeting",
    location: "Clubhouse, main hall",
    date: "2025-04-08",
    time: "7:00 PM",
    attending: 34,
    description: "Budget vote, roof reserve update and open questions from residents.",
  },
  {
    id: "spring-cleanup",
    title: "Spring grounds clean-up",
    type: "Maintenance",
    location: "Meet at the east parking lot",
    date: "2025-04-12",
    time: "9:00 AM",
    attending: 18,
    maxAttendees: 40,
    description: "Gloves, bags and coffee provided. Bring your neighbours.",
  },
  {
    id: "easter-egg-hunt",
    title: "Easter egg hunt",
    type: "Holiday Event",
    location: "Maple Grove park lawn",
    date: "2025-04-19",
    time: "10:30 AM",
    attending: 52,
    maxAttendees: 80,
    description: "For children up to 10 years old, with a separate area for toddlers.",
  },
  {
    id: "home-insurance-talk",
    title: "Understanding your HO-6 insurance",
    type: "Educational",
    location: "Clubhouse, library room",
    date: "2025-04-24",
    time: "6:30 PM",
    attending: 11,
    maxAttendees: 25,
    description: "A local agent explains what the master policy covers and what owners should add.",
  },
  {
    id: "pool-party",
    title: "Pool opening party",
    type: "Social Gathering",
    location: "Community pool",
    date: "2025-05-24",
    time: "1:00 PM",
    attending: 76,
    description: "Music, a barbecue and the first swim of the season.",
  },
  {
    id: "pickleball-league",
    title: "Pickleball league kickoff",
    type: "Recreation",
    location: "Tennis and pickleball courts",
    date: "2025-05-31",
    time: "8:00 AM",
    attending: 16,
    maxAttendees: 24,
    description: "Round-robin doubles for every level. Paddles available to borrow.",
  },
];
