import { z } from 'zod';
import { listedPageTrees } from '../../src/docs/nav/pageTrees';
import { LANGUAGES } from '../../src/docs/routing/languages';
import { cleanComment, commentLength } from '../../src/feedback/commentText';
import {
  COMMENT_MAX_LENGTH,
  FEEDBACK_RATINGS,
  SECTION_MAX_LENGTH,
  SECTION_PATTERN,
} from '../../src/feedback/feedbackContract';
import { feedbackPageContext } from '../../src/feedback/feedbackPageContext';
import type { NewFeedback } from '../store/docsStore';

const FIELDS = ['pathname', 'rating', 'comment', 'section', 'language', 'productId', 'version'];

const EXAMPLE_PATHNAME = '/x/introduction/installation';

/** Pages readers can give feedback on: every readable page the navigation lists. */
function isFeedbackPage(pathname: string): boolean {
  const leaf = listedPageTrees().leaves.get(pathname);
  return Boolean(leaf && !leaf.planned);
}

function required(field: string, expected: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined
        ? `${field} is required: ${expected}.`
        : `${field} must be ${expected}.`,
  };
}

const submissionSchema = z
  .strictObject({
    pathname: z
      .string(required('pathname', `a page key such as "${EXAMPLE_PATHNAME}"`))
      .max(300, { error: 'pathname is too long to be a page of this site.' })
      .refine(isFeedbackPage, {
        error: (issue) =>
          `pathname "${String(issue.input)}" is not a page of this site: send the page key from the navigation tree, such as "${EXAMPLE_PATHNAME}".`,
      }),
    rating: z.enum(FEEDBACK_RATINGS, required('rating', '"yes" or "no"')),
    comment: z
      .string({ error: 'comment must be a string (or left out).' })
      .refine((comment) => commentLength(comment) <= COMMENT_MAX_LENGTH, {
        error: `comment must be at most ${COMMENT_MAX_LENGTH} characters after trimming; shorten it.`,
      })
      .optional(),
    section: z
      .string({ error: 'section must be a string (or left out).' })
      .max(SECTION_MAX_LENGTH, {
        error: `section must be at most ${SECTION_MAX_LENGTH} characters.`,
      })
      .regex(SECTION_PATTERN, {
        error: 'section must be the id of a heading on the page: letters, digits and dashes.',
      })
      .optional(),
    language: z.enum(
      LANGUAGES,
      required('language', `one of ${LANGUAGES.map((l) => `"${l}"`).join(', ')}`),
    ),
    productId: z.string(required('productId', 'the product of the page, such as "x-data-grid"')),
    version: z.string(
      required('version', 'the documented version of the product, such as "6.19.1"'),
    ),
  })
  .superRefine((submission, context) => {
    const expected = feedbackPageContext(submission.pathname);
    if (!expected) {
      context.addIssue({
        code: 'custom',
        path: ['pathname'],
        message: `pathname "${submission.pathname}" belongs to no product.`,
      });
      return;
    }
    if (submission.productId !== expected.productId) {
      context.addIssue({
        code: 'custom',
        path: ['productId'],
        message: `productId "${submission.productId}" does not match the page ${submission.pathname}: it documents "${expected.productId}".`,
      });
    }
    if (submission.version !== expected.version) {
      context.addIssue({
        code: 'custom',
        path: ['version'],
        message: `version "${submission.version}" does not match the page ${submission.pathname}: it documents version "${expected.version}".`,
      });
    }
  });

export type SubmissionParseResult =
  { ok: true; feedback: NewFeedback } | { ok: false; field: string; message: string };

/** Checks a parsed JSON body against the submission schema and cleans its comment. */
export function parseFeedbackSubmission(body: unknown): SubmissionParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      field: 'body',
      message: `The body must be a JSON object with ${FIELDS.join(', ')}.`,
    };
  }
  const result = submissionSchema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    if (issue.code === 'unrecognized_keys') {
      return {
        ok: false,
        field: issue.keys[0],
        message: `Unknown field "${issue.keys[0]}": a submission has only ${FIELDS.join(', ')}.`,
      };
    }
    return { ok: false, field: String(issue.path[0] ?? 'body'), message: issue.message };
  }
  const { pathname, rating, comment, section, language, productId, version } = result.data;
  return {
    ok: true,
    feedback: {
      pathname,
      rating,
      comment: comment === undefined ? null : cleanComment(comment),
      section: section ?? null,
      language,
      productId,
      version,
    },
  };
}
