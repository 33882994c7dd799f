import {describe, expect, it} from 'vitest';
import {buildMailto, characterCount, formatCount, isEmailAddress} from '@site/src/utils/formText';
import {readFormEndpoint} from '@site/src/utils/formEndpoint';

describe('form text rules', () => {
  it('accepts ordinary addresses and rejects the usual typos', () => {
    expect(isEmailAddress('ada@example.com')).toBe(true);
    expect(isEmailAddress('  ada.park+crucible@mail.example.co.uk ')).toBe(true);
    for (const typo of [
      'ada@',
      'ada@example',
      'ada example@x.com',
      'ada@@example.com',
      'ada@example..com',
    ]) {
      expect(isEmailAddress(typo), typo).toBe(false);
    }
    expect(isEmailAddress(`${'a'.repeat(250)}@x.io`)).toBe(false);
  });

  it('counts characters the way a person does', () => {
    expect(characterCount('  café 🙂  ')).toBe(6);
    expect(formatCount(5000)).toBe('5,000');
  });

  it('builds a mailto with CRLF line breaks and encoded text', () => {
    const href = buildMailto('press@crucible.dev', 'Q&A', ['one', 'two & three']);
    expect(href).toBe('mailto:press@crucible.dev?subject=Q%26A&body=one%0D%0Atwo%20%26%20three');
  });
});

describe('form endpoint build variables', () => {
  it('is off when unset or blank', () => {
    expect(readFormEndpoint('X', undefined)).toBeNull();
    expect(readFormEndpoint('X', '   ')).toBeNull();
  });

  it('accepts https anywhere and http only on localhost', () => {
    expect(readFormEndpoint('X', 'https://forms.example.com/contact')).toBe(
      'https://forms.example.com/contact',
    );
    expect(readFormEndpoint('X', 'http://localhost:8787/contact')).toBe(
      'http://localhost:8787/contact',
    );
  });

  it('stops the build with the variable name on a bad value', () => {
    expect(() => readFormEndpoint('CRUCIBLE_CONTACT_ENDPOINT', 'http://forms.example.com')).toThrow(
      /CRUCIBLE_CONTACT_ENDPOINT must use https/,
    );
    expect(() => readFormEndpoint('CRUCIBLE_CONTACT_ENDPOINT', 'forms.example.com')).toThrow(
      /must be an absolute URL/,
    );
  });
});
