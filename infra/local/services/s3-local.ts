import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import type { TRunningService } from './dynamodb-local';

const corsFor = (origins: string[]) => `<CORSConfiguration>
  <CORSRule>
${origins.map((o) => `    <AllowedOrigin>${o}</AllowedOrigin>`).join('\n')}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver: an S3-compatible server on loopback, objects on disk under `dataDir`, the bucket created with CORS. */
export async function startS3Local(options: { port: number; dataDir: string; buckets: string[]; corsOrigins: string[] }): Promise<TRunningService> {
  mkdirSync(options.dataDir, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    directory: options.dataDir,
    silent: true,
    allowMismatchedSignatures: true,
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [corsFor(options.corsOrigins)] })),
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => server.close() };
}
