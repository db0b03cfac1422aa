/** mailboxOf: the mailbox a daily cap counts, however the address is spelt. */
import { describe, expect, it } from 'vitest';
import { mailboxOf } from './email-address';

describe('mailboxOf', () => {
  it('lower-cases, drops a +tag on every domain, and drops dots on Gmail only', () => {
    expect(mailboxOf(' Box+5@Example.COM ')).toBe('box@example.com');
    expect(mailboxOf('first.last+news@example.org')).toBe('first.last@example.org');
    expect(mailboxOf('J.Doe+offers@GoogleMail.com')).toBe('jdoe@gmail.com');
    expect(mailboxOf('j.d.o.e@gmail.com')).toBe('jdoe@gmail.com');
    expect(mailboxOf('+only@example.com')).toBe('@example.com');
    expect(mailboxOf('not an address')).toBe('not an address');
  });
});
