import type { GridColDef } from '@mui/x-data-grid';

// A small support queue, shared by the sorting demos: text, a ranked category, a number and a date
// to sort by.

export type TicketPriority = 'Low' | 'Medium' | 'High' | 'Critical';

export interface SupportTicket {
  id: number;
  subject: string;
  assignee: string;
  priority: TicketPriority;
  votes: number;
  opened: Date;
}

export const supportTickets: SupportTicket[] = [
  {
    id: 1,
    subject: 'Export ignores hidden columns',
    assignee: 'Rosa',
    priority: 'High',
    votes: 14,
    opened: new Date(2024, 2, 4),
  },
  {
    id: 2,
    subject: 'Typo in the settings page',
    assignee: 'Ahmed',
    priority: 'Low',
    votes: 2,
    opened: new Date(2024, 2, 11),
  },
  {
    id: 3,
    subject: 'Crash when uploading a PDF',
    assignee: 'Rosa',
    priority: 'Critical',
    votes: 31,
    opened: new Date(2024, 1, 27),
  },
  {
    id: 4,
    subject: 'Dark mode contrast on badges',
    assignee: 'Lin',
    priority: 'Medium',
    votes: 9,
    opened: new Date(2024, 2, 1),
  },
  {
    id: 5,
    subject: 'Slow search on large projects',
    assignee: 'Ahmed',
    priority: 'High',
    votes: 22,
    opened: new Date(2024, 1, 15),
  },
  {
    id: 6,
    subject: 'Keyboard trap in the date dialog',
    assignee: 'Lin',
    priority: 'Critical',
    votes: 18,
    opened: new Date(2024, 2, 8),
  },
  {
    id: 7,
    subject: 'Wrong currency symbol for CHF',
    assignee: 'Tomás',
    priority: 'Medium',
    votes: 5,
    opened: new Date(2024, 0, 30),
  },
  {
    id: 8,
    subject: 'Add CSV import',
    assignee: 'Tomás',
    priority: 'Low',
    votes: 40,
    opened: new Date(2023, 11, 12),
  },
];

export const supportTicketColumns: GridColDef<SupportTicket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 90 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 120 },
];
