/**
 * The SDK modules a shim wraps, imported by file path so that the alias the shim stands in for does not
 * apply to its own import (esbuild aliases every import of the package path, the shim's included). Their
 * types are the package's own.
 */
declare module '*/@smithy/core/dist-es/submodules/checksum/index.js' {
  export * from '@smithy/core/checksum';
}

declare module '*/@aws-sdk/checksums/dist-es/submodules/sha/index.js' {
  export * from '@aws-sdk/checksums/sha';
}
