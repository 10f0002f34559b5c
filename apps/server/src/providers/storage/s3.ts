import { Readable } from 'node:stream';
import type { S3ServiceException } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config';
import { assertStorageKey, contentTypeOf, type ObjectFileStorage, type StoredObject } from './common';

/**
 * Every stored file's bytes stay as they are under its key (a new picture is a new publicId, a variant is made once),
 * so whatever reads the bucket directly (a CDN in front of it) may keep it a year. This server's own answers set
 * their Cache-Control by the uploads' rule (modules/uploads/serve.ts), whatever the object says.
 */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The HTTP status of a failed call (404 missing, 304 not modified, 416 bad range…), when the store answered one. */
function statusOf(error: unknown): number | undefined {
  return (error as Partial<S3ServiceException> | null)?.$metadata?.httpStatusCode;
}

/**
 * Uploads in an S3-compatible bucket (ADR 0053), through the AWS SDK v3: AWS S3 itself, or any store that speaks its
 * API at S3_ENDPOINT (MinIO, Cloudflare R2, DigitalOcean Spaces…). Keys are the local folder's paths, under
 * S3_PREFIX; urls stay `{urlPrefix}/{key}`, which this server answers by reading the object.
 */
export async function createS3Storage(
  options: S3StorageConfig,
  { urlPrefix = '/uploads', listPageSize = 1000 }: { urlPrefix?: string; listPageSize?: number } = {},
): Promise<ObjectFileStorage> {
  // Loaded only when the bucket is used: the SDK costs a start on the local folder nothing.
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    // Without keys, the SDK's default chain (AWS_* variables, ~/.aws, the instance's or task's role).
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Stores other than AWS often refuse or ignore the CRC32 checksums the SDK adds to every call by default (the
    // "flexible checksums" of SDK 3.729 on): only the calls whose API requires one get one there.
    ...(options.endpoint
      ? ({
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        } as const)
      : {}),
    // A store that stops answering fails the request instead of holding it (and a socket) for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${options.prefix}${key}`;
  };
  /** CopySource is `bucket/key`, URL-encoded (each segment, the slashes kept). */
  const copySource = (key: string) => `${Bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

  function headersOf(
    key: string,
    object: { ContentType?: string; ContentLength?: number; ETag?: string; LastModified?: Date },
  ): Record<string, string> {
    const known = contentTypeOf(key);
    return {
      // Our extensions decide (a bucket filled by another tool may say binary/octet-stream); the object's own type
      // is kept for any other file.
      'content-type':
        known !== 'application/octet-stream' ? known : (object.ContentType ?? 'application/octet-stream'),
      ...(object.ContentLength !== undefined ? { 'content-length': String(object.ContentLength) } : {}),
      ...(object.ETag ? { etag: object.ETag } : {}),
      ...(object.LastModified ? { 'last-modified': object.LastModified.toUTCString() } : {}),
      'accept-ranges': 'bytes',
    };
  }

  return {
    kind: 's3',
    urlPrefix,
    async put(key, data) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.length,
          ContentType: contentTypeOf(key),
          CacheControl: OBJECT_CACHE_CONTROL,
        }),
      );
      return `${urlPrefix}/${key}`;
    },
    async remove(key) {
      // Deleting a missing key succeeds in S3: nothing to check.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async get(key) {
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return Buffer.alloc(0);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket,
            Prefix: `${options.prefix}${prefix}`,
            MaxKeys: listPageSize,
            ContinuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key?.startsWith(options.prefix)) yield object.Key.slice(options.prefix.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async has(key) {
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw error;
      }
    },
    async copy(from, to) {
      // Inside the store: the bytes never come here.
      await client.send(
        new sdk.CopyObjectCommand({
          Bucket,
          Key: objectKey(to),
          CopySource: copySource(objectKey(from)),
          MetadataDirective: 'REPLACE',
          ContentType: contentTypeOf(to),
          CacheControl: OBJECT_CACHE_CONTROL,
        }),
      );
    },
    async open(key, request): Promise<StoredObject | null> {
      const Key = objectKey(key);
      const IfNoneMatch = request.ifNoneMatch;
      try {
        if (request.method === 'HEAD') {
          const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key, IfNoneMatch }));
          return { status: 200, body: null, headers: headersOf(key, head) };
        }
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key, IfNoneMatch, Range: request.range }),
        );
        if (!(object.Body instanceof Readable)) throw new Error(`S3 object without a body stream: ${Key}`);
        const partial = object.ContentRange !== undefined && request.range !== undefined;
        return {
          status: partial ? 206 : 200,
          body: object.Body,
          headers: {
            ...headersOf(key, object),
            ...(partial ? { 'content-range': object.ContentRange! } : {}),
          },
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status === 304) {
          const etag = (error as Partial<S3ServiceException>).$response?.headers?.etag;
          return { status: 304, body: null, headers: etag ? { etag } : {} };
        }
        if (status === 416) return { status: 416, body: null, headers: {} };
        throw error;
      }
    },
  };
}
