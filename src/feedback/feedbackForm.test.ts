import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  feedbackFormReducer,
  INITIAL_FEEDBACK_FORM,
  toFeedbackSubmission,
  type FeedbackFormAction,
  type FeedbackFormState,
} from './feedbackForm';

function run(actions: FeedbackFormAction[], from: FeedbackFormState = INITIAL_FEEDBACK_FORM) {
  return actions.reduce(feedbackFormReducer, from);
}

describe('feedbackFormReducer', () => {
  it('needs a rating before it submits', () => {
    expect(run([{ type: 'editComment', comment: 'hi' }, { type: 'submit' }]).status).toBe(
      'editing',
    );
    expect(run([{ type: 'rate', rating: 'no' }, { type: 'submit' }]).status).toBe('submitting');
  });

  it('refuses to submit a comment over the limit', () => {
    const state = run([
      { type: 'rate', rating: 'yes' },
      { type: 'editComment', comment: 'x'.repeat(2001) },
    ]);
    expect(canSubmit(state)).toBe(false);
    expect(feedbackFormReducer(state, { type: 'submit' }).status).toBe('editing');
  });

  it('keeps the rating and the comment when a submission fails, and can retry', () => {
    const failed = run([
      { type: 'rate', rating: 'no' },
      { type: 'editComment', comment: 'The demo is broken.' },
      { type: 'submit' },
      { type: 'fail' },
    ]);
    expect(failed).toEqual({
      rating: 'no',
      comment: 'The demo is broken.',
      section: null,
      status: 'failed',
    });
    expect(run([{ type: 'submit' }, { type: 'succeed' }], failed).status).toBe('submitted');
  });

  it('ignores changes while submitting and everything once submitted', () => {
    const submitting = run([{ type: 'rate', rating: 'yes' }, { type: 'submit' }]);
    expect(run([{ type: 'rate', rating: 'no' }, { type: 'submit' }], submitting)).toEqual(
      submitting,
    );
    const submitted = feedbackFormReducer(submitting, { type: 'succeed' });
    expect(run([{ type: 'rate', rating: 'no' }, { type: 'fail' }], submitted)).toBe(submitted);
  });

  it('takes a section and lets the reader go back to the whole page', () => {
    const picked = run([{ type: 'pickSection', section: 'installation' }]);
    expect(picked.section).toBe('installation');
    expect(run([{ type: 'pickSection', section: null }], picked).section).toBeNull();
  });

  it('answers only the submission in flight', () => {
    expect(run([{ type: 'succeed' }]).status).toBe('editing');
    expect(run([{ type: 'fail' }]).status).toBe('editing');
  });
});

describe('toFeedbackSubmission', () => {
  it('sends the page, its product and version, and a cleaned comment', () => {
    const state = run([
      { type: 'rate', rating: 'no' },
      { type: 'editComment', comment: '  Missing a step.\u0000 ' },
      { type: 'pickSection', section: 'installation' },
    ]);
    expect(toFeedbackSubmission(state, '/x/react-data-grid', 'zh')).toEqual({
      pathname: '/x/react-data-grid',
      rating: 'no',
      comment: 'Missing a step.',
      section: 'installation',
      language: 'zh',
      productId: 'x-data-grid',
      version: '6.19.1',
    });
  });

  it('leaves out an empty comment and the whole-page section', () => {
    const state = run([
      { type: 'rate', rating: 'yes' },
      { type: 'editComment', comment: '   ' },
    ]);
    expect(toFeedbackSubmission(state, '/x/introduction', 'en')).toEqual({
      pathname: '/x/introduction',
      rating: 'yes',
      language: 'en',
      productId: 'x',
      version: '6',
    });
  });

  it('is null before a rating or outside every product', () => {
    expect(toFeedbackSubmission(INITIAL_FEEDBACK_FORM, '/x/introduction', 'en')).toBeNull();
    expect(
      toFeedbackSubmission(run([{ type: 'rate', rating: 'yes' }]), '/versions', 'en'),
    ).toBeNull();
  });
});
