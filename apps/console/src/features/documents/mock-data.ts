export const documentCategories = [
  "Governing Documents",
  "Financial Reports",
  "Meeting Minutes",
  "Forms",
  "Policies",
] as const;

export type DocumentCategory = (typeof documentCategories)[number];

export interface CommunityDocument {
  id: string;
  name: string;
  category: DocumentCategory;
  /** Calendar date, YYYY-MM-DD. */
  updatedOn: string;
  size: string;
  uploadedBy: string;
}

/** Sample documents of Maple Grove HOA (display only). */
export const documents: readonly CommunityDocument[] = [
  {
    id: "ccrs",
    name: "Declaration of CC&Rs",
    category: "Governing Documents",
    updatedOn: "2023-06-14",
    size: "2.4 MB",
    uploadedBy: "Board of Directors",
  },
  {
    id: "bylaws",
    name: "Bylaws of Maple Grove HOA",
    category: "Governing Documents",
    updatedOn: "2023-06-14",
    size: "860 KB",
    uploadedBy: "Board of Directors",
  },
  {
    id: "budget-2025",
    name: "2025 Operating Budget",
    category: "Financial Reports",
    updatedOn: "2025-01-09",
    size: "412 KB",
    uploadedBy: "Treasurer",
  },
  {
    id: "reserve-study",
    name: "Reserve Study 2024",
    category: "Financial Reports",
    updatedOn: "2024-11-21",
    size: "3.1 MB",
    uploadedBy: "Treasurer",
  },
  {
    id: "minutes-2025-02",
    name: "Board Meeting Minutes, February 2025",
    category: "Meeting Minutes",
    updatedOn: "2025-02-18",
    size: "188 KB",
    uploadedBy: "Secretary",
  },
  {
    id: "minutes-2025-01",
    name: "Board Meeting Minutes, January 2025",
    category: "Meeting Minutes",
    updatedOn: "2025-01-21",
    size: "164 KB",
    uploadedBy: "Secretary",
  },
  {
    id: "architectural-request",
    name: "Architectural Change Request Form",
    category: "Forms",
    updatedOn: "2024-08-02",
    size: "96 KB",
    uploadedBy: "Property Management",
  },
  {
    id: "proxy-form",
    name: "Proxy Form for the April Meeting",
    category: "Forms",
    updatedOn: "2025-03-05",
    size: "72 KB",
    uploadedBy: "Secretary",
  },
  {
    id: "pool-rules",
    name: "Pool and Clubhouse Rules",
    category: "Policies",
    updatedOn: "2024-05-10",
    size: "240 KB",
    uploadedBy: "Recreation Committee",
  },
  {
    id: "parking-policy",
    name: "Parking and Towing Policy",
    category: "Policies",
    updatedOn: "2024-09-30",
    size: "128 KB",
    uploadedBy: "Board of Directors",
  },
];
