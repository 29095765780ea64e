import { describe, expect, it } from 'vitest';
import { REDACTED, redactedParams } from '../../../src/server/modules/mail/templates';

describe('what staff may read of a mail', () => {
  it('redacts a guardian’s one-time code as it redacts a signing link', () => {
    expect(redactedParams('guardian_code', { code: '482913', author: 'Juniper Vale', minutes: 15 })).toEqual({ code: REDACTED, author: 'Juniper Vale', minutes: 15 });
    expect(redactedParams('guardian_sign', { link: 'https://authors.example/esign/abc123', author: 'J', title: 'T', days: 7 })?.link).toBe(`https://authors.example/esign/${REDACTED}`);
  });

  it('leaves a mail with nothing secret as it is', () => {
    expect(redactedParams('notice', { title: 't', body: 'b', link: 'https://authors.example/messages' })).toBeNull();
  });
});
