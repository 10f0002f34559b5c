import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3StorageConfig } from '../src/config';
import { createS3Storage } from '../src/providers/storage/s3';

/**
 * A bucket for one test file: the STORAGE_DRIVER=s3 variables that point an app at it, the same settings as the
 * configuration reads them (for a storage made without an app), and its stop.
 */
export type TestBucket = {
  env: Record<string, string>;
  s3: S3StorageConfig;
  close(): Promise<void>;
};

function bucketOf(settings: {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
}): Pick<TestBucket, 'env' | 's3'> {
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_PREFIX: settings.prefix,
    },
    s3: {
      bucket: settings.bucket,
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      prefix: `${settings.prefix}/`,
    },
  };
}

/**
 * An S3-compatible server for the tests (ADR 0053). With S3_TEST_ENDPOINT set (and S3_TEST_BUCKET, S3_TEST_REGION,
 * S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY as that server needs), the tests use that one, a MinIO say;
 * otherwise they start s3rver (an S3 emulator in Node, over a temporary folder) in a process of its own on a free
 * loopback port (test/s3rver-process.mjs). Each call gets a key prefix of its own.
 */
export async function startTestBucket(): Promise<TestBucket> {
  const prefix = `lumi-test-${randomUUID()}`;
  const external = process.env.S3_TEST_ENDPOINT;
  if (external) {
    const bucket = bucketOf({
      endpoint: external,
      bucket: process.env.S3_TEST_BUCKET ?? 'lumi-test',
      region: process.env.S3_TEST_REGION ?? 'us-east-1',
      accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? '',
      prefix,
    });
    return {
      ...bucket,
      async close() {
        const storage = await createS3Storage(bucket.s3);
        for await (const key of storage.list()) await storage.remove(key);
      },
    };
  }

  const directory = await mkdtemp(path.join(os.tmpdir(), 'lumi-s3-'));
  const child = fork(path.join(import.meta.dirname, 's3rver-process.mjs'), [directory, 'lumi-test'], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`s3rver ended before it listened (code ${code})`)));
    child.once('error', reject);
  });
  return {
    // s3rver's default account.
    ...bucketOf({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'lumi-test',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix,
    }),
    async close() {
      child.disconnect();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
