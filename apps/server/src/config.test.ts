import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'lumi-config-'));

describe('configuration from the environment', () => {
  it('production refuses to start without its secrets, naming every missing one', async () => {
    const dir = await tempDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrowError(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_USER_SECRET: 'u'.repeat(40) }),
    ).toThrowError(/JWT_ADMIN_SECRET, JWT_DOCTOR_SECRET, RESET_TOKEN_SECRET/);
    expect(existsSync(path.join(dir, 'secrets.json'))).toBe(false);
  });

  it('production refuses short secrets', async () => {
    const dir = await tempDir();
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: dir,
      JWT_USER_SECRET: 'short',
      JWT_ADMIN_SECRET: 'a'.repeat(40),
      JWT_DOCTOR_SECRET: 'd'.repeat(40),
      RESET_TOKEN_SECRET: 'r'.repeat(40),
    };
    expect(() => loadConfig(env)).toThrowError(/at least 32 characters/);
    const complete = { ...env, JWT_USER_SECRET: 'u'.repeat(40) };
    expect(loadConfig(complete).host).toBe('0.0.0.0');
    expect(loadConfig({ ...complete, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('development generates the secrets once into DATA_DIR/secrets.json and keeps them', async () => {
    const dir = await tempDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
    const stored = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as Record<string, string>;
    expect(stored.jwtUser).toBe(first.secrets.jwtUser);
    expect(new Set(Object.values(first.secrets)).size).toBe(4);
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
    expect(second.secrets).toEqual(first.secrets);
    // A secret given in the environment wins over the stored one.
    expect(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: dir, JWT_ADMIN_SECRET: 'from-env' }).secrets.jwtAdmin,
    ).toBe('from-env');
  });

  it('applies the documented defaults and rejects invalid values with a clear message', async () => {
    const dir = await tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    // Development listens on loopback only; production on every interface; HOST wins in both.
    expect(config.host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeNull();
    expect(config.rateLimits).toEqual({
      publicPerMinute: 300,
      loginPer15Min: 10,
      loginPerIpPer15Min: 30,
      otpPerHour: 10,
      uploadsPerMinute: 30,
      contactPerHour: 5,
    });
    expect(config.adminEmails).toEqual(['admin@lumi.vn']);
    expect(loadConfig({ DATA_DIR: dir, ADMIN_EMAILS: ' a@lumi.vn, ,b@lumi.vn' }).adminEmails).toEqual([
      'a@lumi.vn',
      'b@lumi.vn',
    ]);
    expect(config.corsOrigins).toEqual([]);
    // A few sockets and 20 client events per 10 s per account (ADR 0031), unless the environment says otherwise.
    expect(config.realtime).toEqual({
      redisPrefix: 'lumi:rt:',
      socketsPerAccount: 5,
      eventLimit: { events: 20, windowMs: 10_000 },
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        REALTIME_SOCKETS_PER_ACCOUNT: '8',
        RATE_LIMIT_SOCKET_EVENTS_PER_10_S: '30',
      }).realtime,
    ).toMatchObject({ socketsPerAccount: 8, eventLimit: { events: 30, windowMs: 10_000 } });
    expect(() => loadConfig({ DATA_DIR: dir, REALTIME_SOCKETS_PER_ACCOUNT: '0' })).toThrowError(
      /REALTIME_SOCKETS_PER_ACCOUNT/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc' })).toThrowError(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: 'not a url' })).toThrowError(/DATABASE_URL/);
    // Empty values count as unset, as in .env.example.
    expect(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' }).databaseUrl,
    ).toBeUndefined();
  });

  it('stores uploads in DATA_DIR/uploads unless STORAGE_DRIVER=s3 names a bucket (ADR 0053)', async () => {
    const dir = await tempDir();
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ driver: 'local' });
    expect(loadConfig({ DATA_DIR: dir, STORAGE_DRIVER: 'local', S3_BUCKET: 'lumi' }).storage).toEqual({
      driver: 'local',
    });
    // A store other than AWS: us-east-1 and paths by default, the prefix read as a folder.
    expect(
      loadConfig({
        DATA_DIR: dir,
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'lumi-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_PREFIX: '/prod/uploads/',
      }).storage,
    ).toEqual({
      driver: 's3',
      s3: {
        bucket: 'lumi-uploads',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
        prefix: 'prod/uploads/',
      },
    });
    // AWS itself: its region, virtual-hosted addresses, the SDK's own credentials, no prefix.
    expect(
      loadConfig({ DATA_DIR: dir, STORAGE_DRIVER: 's3', S3_BUCKET: 'lumi', S3_REGION: 'ap-southeast-1' })
        .storage,
    ).toEqual({
      driver: 's3',
      s3: {
        bucket: 'lumi',
        region: 'ap-southeast-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: null,
        prefix: '',
      },
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'lumi',
        S3_ENDPOINT: 'https://r2.example.com',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'false',
      }).storage,
    ).toMatchObject({ s3: { region: 'auto', forcePathStyle: false } });
  });

  it.each([
    [{ STORAGE_DRIVER: 'gcs' }, 'STORAGE_DRIVER không hợp lệ: "gcs"'],
    [{ S3_BUCKET: 'lumi' }, 'S3_BUCKET đã được đặt nhưng STORAGE_DRIVER thì chưa'],
    [{ STORAGE_DRIVER: 's3' }, 'Thiếu S3_BUCKET'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'Lumi_Uploads', S3_REGION: 'x' }, 'S3_BUCKET không hợp lệ'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'lumi' }, 'Thiếu S3_REGION'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'lumi', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT không hợp lệ'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'lumi', S3_ENDPOINT: 'ftp://x.vn' }, 'S3_ENDPOINT không hợp lệ'],
    [
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'lumi', S3_REGION: 'x', S3_FORCE_PATH_STYLE: 'yes' },
      'S3_FORCE_PATH_STYLE không hợp lệ',
    ],
    [
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'lumi', S3_REGION: 'x', S3_ACCESS_KEY_ID: 'k' },
      'S3_ACCESS_KEY_ID và S3_SECRET_ACCESS_KEY phải được đặt cùng nhau',
    ],
    [
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'lumi', S3_REGION: 'x', S3_PREFIX: 'a/../b' },
      'S3_PREFIX không hợp lệ',
    ],
    [
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'lumi', S3_REGION: 'x', S3_PREFIX: 'a//b' },
      'S3_PREFIX không hợp lệ',
    ],
  ])('refuses %j with a message naming the variable', async (env, message) => {
    const dir = await tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrowError(message);
  });

  it('reads CORS_ORIGINS as a list of origins and refuses anything else', async () => {
    const dir = await tempDir();
    expect(
      loadConfig({ DATA_DIR: dir, CORS_ORIGINS: ' https://App.Lumi.vn/ ,http://localhost:5173,, ' })
        .corsOrigins,
    ).toEqual(['https://app.lumi.vn', 'http://localhost:5173']);
    for (const bad of ['app.lumi.vn', 'https://app.lumi.vn/path', '*', 'file:///x'])
      expect(() => loadConfig({ DATA_DIR: dir, CORS_ORIGINS: bad }), bad).toThrowError(/CORS_ORIGINS/);
  });
});
