import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_RING_TIMEOUT_MS } from '@lumi/shared';
import { ConfigError, loadConfig, parseIceServers } from '../../config';
import { buildTestApp, injectAs } from '../../../test/helpers';

/* ICE_SERVERS and CALL_RING_TIMEOUT_MS (api-contract §4.11, §5.4). */
describe('call configuration', () => {
  it('reads ICE_SERVERS as a JSON array of STUN/TURN servers, none by default', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lumi-calls-'));
    const base = { NODE_ENV: 'test', DATA_DIR: dir };
    expect(loadConfig(base).calls).toEqual({ iceServers: [], ringTimeoutMs: CALL_RING_TIMEOUT_MS });
    expect(loadConfig({ ...base, ICE_SERVERS: '' }).calls.iceServers).toEqual([]);
    const servers = [
      { urls: 'stun:stun.example.com:3478' },
      {
        urls: ['turn:turn.example.com:3478', 'turns:turn.example.com:5349'],
        username: 'lumi',
        credential: 'bí-mật',
      },
    ];
    expect(loadConfig({ ...base, ICE_SERVERS: JSON.stringify(servers) }).calls.iceServers).toEqual(servers);
    expect(loadConfig({ ...base, CALL_RING_TIMEOUT_MS: '30000' }).calls.ringTimeoutMs).toBe(30000);
  });

  it('refuses anything else with a clear ConfigError', () => {
    expect(() => parseIceServers('stun:stun.example.com')).toThrowError(ConfigError);
    expect(() => parseIceServers('stun:stun.example.com')).toThrowError(/ICE_SERVERS must be JSON/);
    expect(() => parseIceServers('{"urls":"stun:a"}')).toThrowError(/Invalid ICE_SERVERS/);
    expect(() => parseIceServers('[{"urls":"http://a"}]')).toThrowError(
      /ICE_SERVERS\[0\]\[urls\].*stun:, stuns:, turn: or turns:/s,
    );
    expect(() => parseIceServers('[{"urls":"turn:a","password":"x"}]')).toThrowError(/Invalid ICE_SERVERS/);
    expect(() => parseIceServers('[{"urls":[]}]')).toThrowError(/Invalid ICE_SERVERS/);
  });

  it('hands the servers to browsers in GET /config', async () => {
    const servers = [{ urls: 'turn:turn.example.com:3478', username: 'lumi', credential: 'secret' }];
    const t = await buildTestApp({ env: { ICE_SERVERS: JSON.stringify(servers) } });
    try {
      const res = await injectAs(t.app, null, { method: 'GET', url: '/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: { iceServers: unknown } }>().data.iceServers).toEqual(servers);
    } finally {
      await t.close();
    }
  });
});
