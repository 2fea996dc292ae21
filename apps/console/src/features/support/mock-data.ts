export type TicketStatus = "Open" | "In Progress" | "Resolved";
export type TicketPriority = "Low" | "Medium" | "High";

export interface SupportTicket {
  number: string;
  subject: string;
  from: string;
  status: TicketStatus;
  priority: TicketPriority;
  /** Calendar date, YYYY-MM-DD. */
  createdOn: string;
}

/** Sample support tickets from Maple Grove residents (display only). */
export const tickets: readonly SupportTicket[] = [
  {
    number: "#1048",
    subject: "Garage door opener not working",
    from: "Michael Chen",
    status: "Open",
    priority: "High",
    createdOn: "2025-03-17",
  },
  {
    number: "#1047",
    subject: "Noise complaint, unit B-207",
    from: "David Thompson",
    status: "In Progress",
    priority: "Medium",
    createdOn: "2025-03-15",
  },
  {
    number: "#1046",
    subject: "Request for pool access fob",
    from: "Priya Patel",
    status: "Open",
    priority: "Low",
    createdOn: "2025-03-14",
  },
  {
    number: "#1045",
    subject: "Leak in the building A stairwell",
    from: "Sarah Johnson",
    status: "In Progress",
    priority: "High",
    createdOn: "2025-03-12",
  },
  {
    number: "#1044",
    subject: "Question about the March statement",
    from: "Linda Nguyen",
    status: "Resolved",
    priority: "Medium",
    createdOn: "2025-03-08",
  },
  {
    number: "#1043",
    subject: "Streetlight out on Birchwood Ct",
    from: "James O'Connor",
    status: "Resolved",
    priority: "Low",
    createdOn: "2025-03-03",
  },
];
