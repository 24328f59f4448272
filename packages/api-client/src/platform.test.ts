import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentActivity, downloadUrl, getSyspara, uploadImage } from './platform';
import { fakeServer, ok, type SeenRequest } from './test-fetch';

afterEach(() => { vi.unstubAllGlobals(); });

describe('platform calls', () => {
  it('reads one system parameter by code', async () => {
    const { api, seen } = fakeServer(ok({ register_verify_code: '1' }));
    expect(await getSyspara(api, 'register_verify_code')).toBe('1');
    expect(seen[0].query.get('code')).toBe('register_verify_code');
  });

  it('answers an empty string for an unset parameter', async () => {
    const { api } = fakeServer(ok({}));
    expect(await getSyspara(api, 'customer_service_url')).toBe('');
  });

  it('reads the download url and the absent activity', async () => {
    const { api } = fakeServer((req: SeenRequest) => (req.path.endsWith('download-url') ? ok('https://dl.test/app') : ok({})));
    expect(await downloadUrl(api)).toBe('https://dl.test/app');
    expect(await currentActivity(api)).toBeNull();
  });

  it('uploads an image as multipart with the module name', async () => {
    const { api, seen } = fakeServer(ok('/uploads/a.png'));
    const url = await uploadImage(api, new Blob(['x'], { type: 'image/png' }), 'avatar');
    expect(url).toBe('/uploads/a.png');
    expect(seen[0].path).toBe('/api/uploadimg!execute');
    expect(seen[0].body).toContain('name="moduleName"');
    expect(seen[0].body).toContain('avatar');
  });
});
