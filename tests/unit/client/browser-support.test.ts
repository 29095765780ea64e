import { describe, expect, it } from 'vitest';
import { deviceKind } from '../../../src/client/lib/browser-support';

const supported = { supports: () => true };

describe('deviceKind', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36'],
  ])('sends phones to the mobile login: %s', (ua) => {
    expect(deviceKind(ua, supported)).toBe('mobile');
  });

  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'],
    ['Mozilla/5.0 (Linux; Android 15; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'],
    ['Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/604.1'],
  ])('keeps desktops and tablets in the portal: %s', (ua) => {
    expect(deviceKind(ua, supported)).toBe('desktop');
  });

  it('tells browsers without the features the portal needs', () => {
    expect(deviceKind('Mozilla/5.0 (Windows NT 10.0) Chrome/90.0', { supports: () => false })).toBe('unsupported');
  });
});
