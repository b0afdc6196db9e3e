declare module 's3rver' {
  type TBucketConfig = { name: string; configs: (string | Buffer)[] };
  type TOptions = {
    port?: number;
    address?: string;
    directory?: string;
    silent?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: TBucketConfig[];
  };
  export default class S3rver {
    constructor(options: TOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
