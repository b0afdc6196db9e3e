import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Issue 41: Stripe and AWS are reached through their SDKs, never by hand. This lists every product file
 * under functions/src that imports a vendor SDK package (the adapters and the package each uses), checks
 * that each service the product calls is reached through its SDK, and fails on any product file that
 * speaks a Stripe or AWS wire protocol itself. Tests and `testing/` helpers are not product code.
 */
const SOURCE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The SDK each service the product calls must be reached through (any one of the packages named). */
const SERVICE_SDKS: Record<string, readonly string[]> = {
  Stripe: ['stripe'],
  DynamoDB: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'],
  S3: ['@aws-sdk/client-s3'],
  'S3 presigned uploads': ['@aws-sdk/s3-presigned-post', '@aws-sdk/s3-request-presigner'],
  SQS: ['@aws-sdk/client-sqs'],
  'EventBridge Scheduler': ['@aws-sdk/client-scheduler'],
  'SES v2': ['@aws-sdk/client-sesv2'],
};

/** Vendor SDKs the product may import without having to: a service reached only in some set-ups. */
const OPTIONAL_SDKS: Record<string, readonly string[]> = {
  'Amazon Location Places (geocoding in the cloud)': ['@aws-sdk/client-geo-places'],
};

const serviceOf = (name: string) => Object.entries({ ...SERVICE_SDKS, ...OPTIONAL_SDKS }).find(([, packages]) => packages.includes(name))?.[0];

type TProductFile = { path: string; code: string; imports: string[] };

const isProductFile = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts');

function productPaths(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productPaths(path);
    return isProductFile(entry.name) ? [path] : [];
  });
}

/** `import type { A }` or `import { type A, type B }`: nothing is loaded. */
function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** Module specifiers the file loads at run time: value imports, re-exports and dynamic `import('…')`. */
function runtimeImports(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !isTypeOnlyImport(node) && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0]))
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const printer = ts.createPrinter({ removeComments: true });

function readProductFile(path: string): TProductFile {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  return { path: relative(SOURCE_ROOT, path), code: printer.printFile(source), imports: runtimeImports(source) };
}

/** `stripe/lib/x` → `stripe`, `@aws-sdk/client-s3/dist` → `@aws-sdk/client-s3`; other modules → null. */
function vendorPackage(specifier: string): string | null {
  const match = /^(stripe|@aws-sdk\/[^/]+)(\/|$)/.exec(specifier);
  return match ? match[1]! : null;
}

const talksToStripe = (file: TProductFile) => /stripe/i.test(file.code);

/** What speaking a wire protocol by hand looks like, each with what the file should do instead. */
const BY_HAND: readonly { says: string; finds: (file: TProductFile) => boolean }[] = [
  { says: 'builds AWS endpoints itself (amazonaws.com)', finds: (file) => /amazonaws\.com/i.test(file.code) },
  {
    says: 'signs AWS requests itself (SigV4)',
    finds: (file) => /AWS4-HMAC-SHA256|aws4_request/.test(file.code) || file.imports.some((m) => /^(@smithy|@aws-sdk)\/signature-v4$|^aws4fetch$/.test(m)),
  },
  { says: 'sets AWS protocol headers itself (x-amz-target, x-amz-date, …)', finds: (file) => /x-amz-/i.test(file.code) },
  { says: 'speaks the AWS JSON protocol itself', finds: (file) => /application\/x-amz-json/i.test(file.code) },
  { says: 'calls api.stripe.com itself', finds: (file) => /api\.stripe\.com/i.test(file.code) },
  { says: "sets Stripe's API headers itself (Stripe-Version)", finds: (file) => /stripe-version/i.test(file.code) },
  {
    says: 'form-encodes Stripe parameters itself',
    finds: (file) =>
      talksToStripe(file) && (/x-www-form-urlencoded|\$\{[^}]*\}\[\$\{/.test(file.code) || (/URLSearchParams/.test(file.code) && /\bfetch\(/.test(file.code))),
  },
  {
    says: 'checks Stripe-Signature itself instead of stripe.webhooks.constructEvent',
    finds: (file) => talksToStripe(file) && (/createHmac|timingSafeEqual/.test(file.code) || file.imports.some((m) => m.endsWith('/signature-header'))),
  },
];

const productFiles = productPaths(SOURCE_ROOT).sort().map(readProductFile);

/** `adapters/payments/stripe-payments.ts → stripe`: every product file that imports a vendor SDK, and which. */
const adapterRows = productFiles.flatMap((file) => {
  const packages = [...new Set(file.imports.map(vendorPackage).filter((name): name is string => name !== null))].sort();
  return packages.length ? [[file.path, packages.join(', ')] as const] : [];
});

describe('Stripe and AWS through their SDKs', () => {
  it('reads the product code (a scan that finds nothing proves nothing)', () => {
    expect(productFiles.length).toBeGreaterThan(300);
    expect(productFiles.some((file) => file.path === 'platform/dynamodb-client.ts')).toBe(true);
  });

  it.each(adapterRows)('%s imports %s', (_path, packages) => {
    // A vendor SDK not in the tables above: name its service there (and in ARCHITECTURE.md's adapters).
    expect(packages.split(', ').filter((name) => !serviceOf(name))).toEqual([]);
  });

  it.each(Object.entries(SERVICE_SDKS))('reaches %s through its SDK (%s)', (_service, packages) => {
    const users = adapterRows.filter(([, imported]) => packages.some((name) => imported.split(', ').includes(name))).map(([path]) => path);
    expect(users.length).toBeGreaterThan(0);
  });

  it('has no product file that speaks a Stripe or AWS wire protocol by hand', () => {
    const found = productFiles.flatMap((file) => BY_HAND.filter((rule) => rule.finds(file)).map((rule) => `${file.path} ${rule.says}`));
    expect(found).toEqual([]);
  });

  it('recognises each way of speaking a protocol by hand', () => {
    const file = (code: string, imports: string[] = []): TProductFile => ({ path: 'x.ts', code, imports });
    const caught = (candidate: TProductFile) => BY_HAND.filter((rule) => rule.finds(candidate)).map((rule) => rule.says);
    expect(
      caught(
        file(
          "fetch(`https://sqs.${region}.amazonaws.com/`, { headers: { 'x-amz-target': 'AmazonSQS.SendMessage', 'content-type': 'application/x-amz-json-1.0' } })",
        ),
      ),
    ).toHaveLength(3);
    expect(caught(file('new SignatureV4({})', ['@smithy/signature-v4']))).toEqual(['signs AWS requests itself (SigV4)']);
    expect(caught(file("const fields = { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' }"))).toHaveLength(2);
    expect(
      caught(file("fetch('https://api.stripe.com/v1/customers', { headers: { 'Stripe-Version': v, 'content-type': 'application/x-www-form-urlencoded' } })")),
    ).toHaveLength(3);
    expect(caught(file('const stripeForm = (key, child) => `${key}[${child}]`'))).toEqual(['form-encodes Stripe parameters itself']);
    expect(caught(file("await fetch(stripeUrl, { method: 'POST', body: new URLSearchParams({ 'items[0][price]': price }) })"))).toEqual([
      'form-encodes Stripe parameters itself',
    ]);
    expect(caught(file("const back = `${origin}/account?${new URLSearchParams({ stripe: 'done' })}`"))).toEqual([]);
    expect(caught(file('verifyStripe(header)', ['../../platform/signature-header']))).toEqual([
      'checks Stripe-Signature itself instead of stripe.webhooks.constructEvent',
    ]);
    expect(
      caught(file('const stripe = new Stripe(key, { apiVersion: STRIPE_API_VERSION }); stripe.webhooks.constructEvent(body, header, secret)', ['stripe'])),
    ).toEqual([]);
    expect(caught(file('await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody }))', ['@aws-sdk/client-sqs']))).toEqual([]);
  });

  it('counts what a file loads, not what it names as a type', () => {
    const importsOf = (code: string) => runtimeImports(ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true));
    expect(importsOf("import type Stripe from 'stripe'; import { type A } from '@aws-sdk/types'; export type { B } from 'stripe';")).toEqual([]);
    expect(
      importsOf("import Stripe from 'stripe'; import { type A, B } from '@aws-sdk/client-sqs'; export { C } from './c'; await import('@aws-sdk/client-s3');"),
    ).toEqual(['stripe', '@aws-sdk/client-sqs', './c', '@aws-sdk/client-s3']);
    expect(vendorPackage('stripe/cjs/stripe.cjs.node.js')).toBe('stripe');
    expect(vendorPackage('@aws-sdk/client-s3/dist-es/index.js')).toBe('@aws-sdk/client-s3');
    expect(vendorPackage('stripe-like')).toBeNull();
  });
});
