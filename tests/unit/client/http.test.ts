import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, TIMEOUT_ERROR, NETWORK_ERROR, apiBaseFor, configureHttp, http, request } from '../../../src/client/lib/http';

const envelope = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the HTTP client', () => {
  const onError = vi.fn();
  const onUnauthorized = vi.fn();
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    onError.mockReset();
    onUnauthorized.mockReset();
    configureHttp({ getToken: () => 'tok', getLang: () => 'es', onError, onUnauthorized });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends lang, app version, platform, device id and the bearer token; returns data', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 200, desc: 'OK', data: { a: 1 } }));
    await expect(http.get('/v1/author.info', { x: 2 })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/v1/author.info?x=2&lang=es');
    expect(init.headers).toMatchObject({ 'X-App-Version': '1.2.0', 'X-Platform': 'web', Authorization: 'Bearer tok' });
    expect(init.headers['X-Device-Id']).toMatch(/.{8,}/);
    expect(init.credentials).toBe('include');
  });

  it('defaults lang to en-us and sends no authorization without a token', async () => {
    configureHttp({ getToken: () => undefined, getLang: () => undefined });
    fetchMock.mockResolvedValue(envelope({ code: 200, desc: 'OK' }));
    await http.post('/v1/user.email_login', { email: 'a' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/v1/user.email_login?lang=en-us');
    expect(init.headers.Authorization).toBeUndefined();
    expect(init.body).toBe('{"email":"a"}');
  });

  it('reports a non-200 code for a toast, with desc and data', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 4009, desc: 'Ya cambió', data: { version: 3 } }, 409));
    const error = (await http.get('/v1/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.data).toEqual({ version: 3 });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('leaves a 4001 that names fields to the form (no toast repeats what the fields say)', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 4001, desc: 'Revisa', data: { fields: { email: 'x' } } }, 400));
    const error = (await http.post('/v1/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.fields).toEqual({ email: 'x' });
    expect(onError).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(envelope({ code: 4001, desc: 'Revisa' }, 400));
    await http.post('/v1/x', {}).catch(() => undefined);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('shows no toast for 5002', async () => {
    fetchMock.mockResolvedValue(envelope({ code: 5002, desc: 'quiet' }, 400));
    await expect(http.get('/v1/x')).rejects.toMatchObject({ code: 5002 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('HTTP 401 or code 5005 clears the session, without a toast', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ code: 5005, desc: 'again' }, 401));
    await expect(http.get('/v1/x')).rejects.toMatchObject({ code: 5005 });
    fetchMock.mockResolvedValueOnce(envelope({ code: 5005, desc: 'again' }, 200));
    await expect(http.get('/v1/x')).rejects.toMatchObject({ code: 5005 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a network failure and a time-out', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/v1/x')).rejects.toMatchObject({ code: NETWORK_ERROR });
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(request('GET', '/v1/slow', { timeoutMs: 20 })).rejects.toMatchObject({ code: TIMEOUT_ERROR });
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('reports a body that is not the envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(http.get('/v1/x')).rejects.toMatchObject({ code: 5000, status: 502 });
    expect(onError).toHaveBeenCalled();
  });

  it('maps test and stage origins to their back ends', () => {
    const env = { VITE_API_BASE_TEST: 'https://api.test.example', VITE_API_BASE_STAGE: 'https://api.stage.example' };
    expect(apiBaseFor('test.writers.example', env)).toBe('https://api.test.example');
    expect(apiBaseFor('writers-stage.example', env)).toBe('https://api.stage.example');
    expect(apiBaseFor('writers.example', env)).toBe('');
    expect(apiBaseFor('contest.example', env)).toBe('');
  });
});
