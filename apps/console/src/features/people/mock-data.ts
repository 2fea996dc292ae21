export type ResidentStatus = "Active" | "Pending";

export interface Resident {
  unit: string;
  name: string;
  email: string;
  phone: string;
  status: ResidentStatus;
}

/** Sample residents of Maple Grove HOA (display only). */
export const residents: readonly Resident[] = [
  {
    unit: "A-101",
    name: "Sarah Johnson",
    email: "sarah.johnson@example.com",
    phone: "(503) 555-0142",
    status: "Active",
  },
  {
    unit: "A-102",
    name: "Michael Chen",
    email: "michael.chen@example.com",
    phone: "(503) 555-0187",
    status: "Active",
  },
  {
    unit: "A-204",
    name: "Emily Rodriguez",
    email: "emily.rodriguez@example.com",
    phone: "(503) 555-0119",
    status: "Pending",
  },
  {
    unit: "B-103",
    name: "David Thompson",
    email: "david.thompson@example.com",
    phone: "(503) 555-0163",
    status: "Active",
  },
  {
    unit: "B-207",
    name: "Priya Patel",
    email: "priya.patel@example.com",
    phone: "(503) 555-0128",
    status: "Active",
  },
  {
    unit: "C-110",
    name: "James O'Connor",
    email: "james.oconnor@example.com",
    phone: "(503) 555-0195",
    status: "Pending",
  },
  {
    unit: "C-215",
    name: "Linda Nguyen",
    email: "linda.nguyen@example.com",
    phone: "(503) 555-0151",
    status: "Active",
  },
  {
    unit: "D-302",
    name: "Robert Williams",
    email: "robert.williams@example.com",
    phone: "(503) 555-0174",
    status: "Active",
  },
];
