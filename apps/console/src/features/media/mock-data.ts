export type MediaKind = "Photo" | "Video";

export interface MediaItem {
  id: string;
  title: string;
  album: string;
  kind: MediaKind;
  /** Calendar date, YYYY-MM-DD. */
  addedOn: string;
  /** Videos only, e.g. "2:14". */
  duration?: string;
  /** A sample picture from the external placeholder-image service. */
  imageUrl: string;
  imageAlt: string;
}

/** The sample upload guideline (spec §9), word for word. */
export const uploadGuidelines =
  "max file size 10MB per file; photos JPG, PNG, GIF; videos MP4, MOV up to 100MB; recommended resolution 1920x1080";

function placeholderImage(seed: string): string {
  return `https://picsum.photos/seed/${seed}/640/360`;
}

/** Sample photos and videos of Maple Grove HOA (display only). */
export const mediaItems: readonly MediaItem[] = [
  {
    id: "pool-opening-2024",
    title: "Pool opening day 2024",
    album: "Community events",
    kind: "Photo",
    addedOn: "2024-05-27",
    imageUrl: placeholderImage("maple-grove-pool"),
    imageAlt: "Residents gathered around the community pool on opening day",
  },
  {
    id: "clubhouse-renovation",
    title: "Clubhouse renovation walkthrough",
    album: "Projects",
    kind: "Video",
    addedOn: "2025-02-11",
    duration: "3:42",
    imageUrl: placeholderImage("maple-grove-clubhouse"),
    imageAlt: "The renovated clubhouse hall with new lighting",
  },
  {
    id: "autumn-grounds",
    title: "Autumn on the walking trail",
    album: "Grounds",
    kind: "Photo",
    addedOn: "2024-10-19",
    imageUrl: placeholderImage("maple-grove-trail"),
    imageAlt: "Maple trees in autumn colour along the walking trail",
  },
  {
    id: "holiday-lights",
    title: "Holiday lights contest winners",
    album: "Community events",
    kind: "Photo",
    addedOn: "2024-12-20",
    imageUrl: placeholderImage("maple-grove-lights"),
    imageAlt: "A townhouse front decorated with holiday lights",
  },
  {
    id: "playground",
    title: "New playground equipment",
    album: "Projects",
    kind: "Photo",
    addedOn: "2024-08-06",
    imageUrl: placeholderImage("maple-grove-playground"),
    imageAlt: "The new climbing frame and swings at the park",
  },
  {
    id: "annual-meeting",
    title: "Annual meeting highlights",
    album: "Meetings",
    kind: "Video",
    addedOn: "2025-01-28",
    duration: "12:05",
    imageUrl: placeholderImage("maple-grove-meeting"),
    imageAlt: "Board members presenting at the annual meeting",
  },
];
