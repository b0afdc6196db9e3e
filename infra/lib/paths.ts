import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Absolute paths the CDK app needs, resolved from this file so `cdk` can run from any directory. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ROOT_TSCONFIG = join(REPO_ROOT, 'tsconfig.json');
export const ROOT_LOCKFILE = join(REPO_ROOT, 'package-lock.json');
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');
export const LAMBDA_CREDENTIALS_SHIM = join(REPO_ROOT, 'infra', 'lambda-shims', 'credential-provider-node.ts');

/** `http/auth/sign-in` → functions/src/http/auth/sign-in.handler.ts (the module exports `handler`). */
export const handlerEntry = (module: string) => join(REPO_ROOT, 'functions', 'src', `${module}.handler.ts`);

/** A built SPA is deployable only when its index.html exists. */
export const isBuiltSpa = (dir: string) => existsSync(join(dir, 'index.html'));
