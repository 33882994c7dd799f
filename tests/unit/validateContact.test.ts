import {describe, expect, it} from 'vitest';
import {
  buildContactMailto,
  EMPTY_CONTACT,
  contactPayload,
  MESSAGE_MAX_LENGTH,
  validateContact,
} from '@site/src/lib/validateContact';

const valid = {
  name: 'Ada Park',
  email: 'ada@example.com',
  company: '',
  topic: 'sales',
  message: 'We want to red-team our support bot before launch.',
};

describe('contact form validation', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('asks for every required field of an empty form, name first', () => {
    const errors = validateContact(EMPTY_CONTACT);
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'topic']);
  });

  it('rejects a malformed email address with an example of the right form', () => {
    expect(validateContact({...valid, email: 'ada@'}).email).toMatch(/name@example\.com/);
  });

  it('says how long a short or long message is', () => {
    expect(validateContact({...valid, message: 'Hi there'}).message).toMatch(/has 8 characters/);
    expect(
      validateContact({...valid, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1)}).message,
    ).toMatch(/Shorten it to 5,000/);
  });

  it('opens an email to the topic address with the message encoded', () => {
    const href = buildContactMailto({
      ...valid,
      topic: 'security',
      message: 'Line one & two\nLine three',
    });
    expect(href.startsWith('mailto:security@crucible.dev?subject=')).toBe(true);
    expect(decodeURIComponent(href.split('&body=')[1])).toContain('Line one & two\r\nLine three');
  });

  it('posts trimmed values and names the inbox of the chosen topic', () => {
    expect(contactPayload({...valid, name: '  Ada Park ', topic: 'press'})).toEqual({
      topic: 'press',
      inbox: 'press@crucible.dev',
      name: 'Ada Park',
      email: 'ada@example.com',
      company: '',
      message: valid.message,
    });
  });
});
