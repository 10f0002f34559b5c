// The tests' S3-compatible server (test/s3-server.ts, ADR 0053): s3rver in a process of its own, started with
// --openssl-legacy-provider, as its continuation tokens (a listing of more than one page) are DES-encrypted, a cipher
// OpenSSL 3 keeps only there. Arguments: its folder and the bucket to create; it sends its port to the parent and
// ends with it.
import S3rver from '@20minutes/s3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
  // s3rver works out a bucket-level request's path as `/bucket` where the AWS SDK v3 signs `/bucket/` (ListObjectsV2),
  // so it would refuse every listing: its signature check is off. The SDK signs every request as ever.
  allowMismatchedSignatures: true,
});
const { port } = await server.run();
process.send?.({ port });
process.on('disconnect', () => {
  void server.close().finally(() => process.exit(0));
});
