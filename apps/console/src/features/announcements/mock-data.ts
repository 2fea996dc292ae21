import type { AnnouncementPriority, Audience } from "@hoa/validation";

export interface Announcement {
  id: string;
  title: string;
  body: string;
  priority: AnnouncementPriority;
  audience: Audience;
  author: string;
  /** Calendar date, YYYY-MM-DD. */
  postedOn: string;
}

/** Sample announcements of Maple Grove HOA (display only). */
export const announcements: readonly Announcement[] = [
  {
    id: "water-shutoff",
    title: "Water shut-off in Building B",
    body: "The city will replace the main valve on Thursday, March 20, from 9 am to 1 pm. Please store some water beforehand.",
    priority: "Urgent",
    audience: "All Residents",
    author: "Property Management",
    postedOn: "2025-03-17",
  },
  {
    id: "pool-opening",
    title: "Pool opens for the season on May 24",
    body: "New hours are 7 am to 9 pm daily. Pick up your updated access fob at the clubhouse office.",
    priority: "Normal",
    audience: "All Residents",
    author: "Recreation Committee",
    postedOn: "2025-03-12",
  },
  {
    id: "budget-vote",
    title: "2025 budget vote at the April meeting",
    body: "Owners vote on the proposed budget and the roof reserve contribution. Proxy forms are in Documents.",
    priority: "High",
    audience: "Property Owners",
    author: "Board of Directors",
    postedOn: "2025-03-08",
  },
  {
    id: "landscaping",
    title: "Spring landscaping starts next week",
    body: "Crews will be on site Monday to Wednesday between 8 am and 4 pm. Please move cars from the east lot on Tuesday.",
    priority: "Low",
    audience: "All Residents",
    author: "Grounds Committee",
    postedOn: "2025-03-03",
  },
  {
    id: "renters-parking",
    title: "Guest parking permits for tenants",
    body: "Tenants can now request up to two guest permits per month from the office.",
    priority: "Normal",
    audience: "Tenants Only",
    author: "Property Management",
    postedOn: "2025-02-26",
  },
];
