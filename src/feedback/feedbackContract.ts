/**
 * The wire contract of the feedback endpoints, shared by the widget, the admin
 * page and the server. Pure data and types: no React, no Node.
 */

export const FEEDBACK_RATINGS = ['yes', 'no'] as const;

export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** Longest comment the store keeps, counted after trimming and stripping control characters. */
export const COMMENT_MAX_LENGTH = 2000;

/** Largest request body `POST /api/feedback` reads. */
export const FEEDBACK_BODY_MAX_BYTES = 8 * 1024;

/** A section is the id of a heading on the page: letters, digits and dashes. */
export const SECTION_PATTERN = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

export const SECTION_MAX_LENGTH = 200;

/** The body of `POST /api/feedback`. */
export interface FeedbackSubmission {
  /** Page key from the navigation tree, such as `/x/introduction/installation`. */
  pathname: string;
  rating: FeedbackRating;
  comment?: string;
  /** Id of the heading the feedback is about. */
  section?: string;
  language: string;
  productId: string;
  version: string;
}

/** `201` answer of `POST /api/feedback`. */
export interface FeedbackCreated {
  id: number;
}

/** Every error answer of the feedback endpoints. */
export interface FeedbackErrorBody {
  error: {
    /** Machine-readable kind, such as `invalid_field` or `rate_limited`. */
    code: string;
    /** The field (or header) at fault, when there is one. */
    field?: string;
    message: string;
  };
}

/** One stored feedback, as `GET /api/feedback/export?format=json` lists it. */
export interface FeedbackRecord {
  id: number;
  createdAt: string;
  pathname: string;
  section: string | null;
  rating: FeedbackRating;
  comment: string | null;
  language: string;
  productId: string;
  version: string;
}

export interface FeedbackExport {
  records: FeedbackRecord[];
}

/** One page of `GET /api/feedback/summary`. */
export interface PageFeedbackSummary {
  pathname: string;
  yes: number;
  no: number;
  comments: number;
}

export interface FeedbackSummary {
  pages: PageFeedbackSummary[];
}
