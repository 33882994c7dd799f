import {describe, expect, it} from 'vitest';
import {
  buildFeedbackMailto,
  COMMENT_MAX_LENGTH,
  COMMENT_MIN_LENGTH,
  EMPTY_FEEDBACK,
  FEEDBACK_RATINGS,
  FEEDBACK_FIELD_ORDER,
  SUBJECT_MAX_LENGTH,
  validateFeedback,
} from '@site/src/lib/validateFeedback';

const valid = {
  subject: '/docs/getting-started/',
  rating: '4',
  comment: 'The first eval worked, but the step that sets OPENAI_API_KEY is easy to miss.',
  email: '',
};

describe('feedback form validation', () => {
  it('accepts a complete form without an email address', () => {
    expect(validateFeedback(valid)).toEqual({});
  });

  it('accepts a valid optional email address', () => {
    expect(validateFeedback({...valid, email: '  ada@example.com '})).toEqual({});
  });

  it('asks for every required field of an empty form, subject first', () => {
    const errors = validateFeedback(EMPTY_FEEDBACK);
    expect(Object.keys(errors).sort()).toEqual(['comment', 'rating', 'subject']);
  });

  it('flags a bad rating, comment and email together, in form order', () => {
    const errors = validateFeedback({...valid, rating: '', comment: 'short', email: 'x@'});
    expect(FEEDBACK_FIELD_ORDER.filter((field) => errors[field])).toEqual([
      'rating',
      'comment',
      'email',
    ]);
  });

  it('treats a subject of only spaces as empty and caps its length', () => {
    expect(validateFeedback({...valid, subject: '   '}).subject).toMatch(/which page or feature/);
    expect(
      validateFeedback({...valid, subject: 'a'.repeat(SUBJECT_MAX_LENGTH)}).subject,
    ).toBeUndefined();
    expect(
      validateFeedback({...valid, subject: 'a'.repeat(SUBJECT_MAX_LENGTH + 1)}).subject,
    ).toMatch(/200 characters or fewer/);
  });

  it('accepts exactly the ratings 1 to 5', () => {
    expect(FEEDBACK_RATINGS.map((rating) => rating.value)).toEqual(['1', '2', '3', '4', '5']);
    for (const rating of ['1', '5']) {
      expect(validateFeedback({...valid, rating}).rating).toBeUndefined();
    }
    for (const rating of ['', '0', '6', '4.5', 'five']) {
      expect(validateFeedback({...valid, rating}).rating).toMatch(/from 1 \(very poor\) to 5/);
    }
  });

  it('enforces the comment length at both ends, counting trimmed characters', () => {
    const atMin = 'x'.repeat(COMMENT_MIN_LENGTH);
    const atMax = 'x'.repeat(COMMENT_MAX_LENGTH);
    expect(validateFeedback({...valid, comment: atMin}).comment).toBeUndefined();
    expect(validateFeedback({...valid, comment: atMax}).comment).toBeUndefined();
    expect(validateFeedback({...valid, comment: `   ${atMin.slice(1)}   `}).comment).toMatch(
      /has 9 characters\. Write at least 10/,
    );
    expect(validateFeedback({...valid, comment: `${atMax}x`}).comment).toMatch(
      /has 2,001 characters\. Shorten it to 2,000 or fewer/,
    );
    expect(validateFeedback({...valid, comment: ''}).comment).toMatch(/at least 10 characters/);
    expect(validateFeedback({...valid, comment: 'a'}).comment).toMatch(/has 1 character\./);
  });

  it('counts an emoji as one character', () => {
    expect(validateFeedback({...valid, comment: '👍'.repeat(COMMENT_MIN_LENGTH)}).comment).toBe(
      undefined,
    );
    expect(validateFeedback({...valid, comment: '👍'.repeat(5)}).comment).toMatch(/has 5/);
  });

  it('rejects a malformed optional email with an example and the way out', () => {
    for (const email of ['ada@', 'ada example.com', 'ada@example', 'ada@@example.com']) {
      expect(validateFeedback({...valid, email}).email).toMatch(
        /name@example\.com, or leave this field empty/,
      );
    }
  });

  it('builds a mailto to the feedback inbox with subject, rating and comment', () => {
    const href = buildFeedbackMailto({
      ...valid,
      comment: 'Step 3 & step 4\nboth say "run eval"',
      email: 'ada@example.com',
    });
    expect(href.startsWith('mailto:feedback@crucible.dev?subject=')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Feedback (4/5): /docs/getting-started/');
    const body = query.get('body') ?? '';
    expect(body).toContain('Step 3 & step 4\r\nboth say "run eval"');
    expect(body).toContain('Rating: 4 of 5 (Good)');
    expect(body).toContain('Reply to: ada@example.com');
  });

  it('says no reply was requested when the email is left empty', () => {
    const body = decodeURIComponent(buildFeedbackMailto(valid).split('&body=')[1]);
    expect(body).toContain('Reply: not requested');
    expect(body).not.toContain('Reply to:');
  });

  it('refuses to build a mailto without a valid rating', () => {
    expect(() => buildFeedbackMailto({...valid, rating: ''})).toThrow(/rating/);
  });
});
