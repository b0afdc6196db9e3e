import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import * as z from '@shared/zod';
import { signUpActiveAgent } from '../../test/accounts';
import { createApiClient } from '../../test/http-client';
import { sharedTestDb } from '../../test/test-deps';
import { ENTRIES } from '../entries';
import { httpEntryKey, isWebhook, type THttpEntry } from '../entries/entry-types';

type TJsonSchema = { type?: string | string[]; enum?: unknown[]; properties?: Record<string, TJsonSchema>; items?: TJsonSchema; anyOf?: TJsonSchema[] };

/** Values a careless or hostile client sends: wrong types, edge numbers, markup, traversal, huge strings. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '../../etc/passwd', '%E0%A4%A', '<script>alert(1)</script>', '1e309', '-1', '0', 'NaN', '{"$ne":null}', 'x'.repeat(6000)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** A plausible value for one field of a JSON Schema: its enum values and type, mixed with hostile ones. */
function valueFor(schema: TJsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  const types = [schema.type ?? []].flat();
  const candidates: fc.Arbitrary<unknown>[] = [hostileValue];
  if (schema.enum?.length) candidates.push(fc.constantFrom(...schema.enum));
  if (types.includes('string')) candidates.push(fc.string({ maxLength: 30 }));
  if (types.includes('integer') || types.includes('number')) candidates.push(fc.integer({ min: -10, max: 2_000_000 }));
  if (types.includes('boolean')) candidates.push(fc.boolean());
  if (types.includes('array')) candidates.push(fc.array(valueFor(schema.items), { maxLength: 6 }));
  if (types.includes('object') && schema.properties) candidates.push(objectFor(schema));
  for (const option of schema.anyOf ?? []) candidates.push(valueFor(option));
  return fc.oneof(...candidates);
}

/** An object with any subset of the schema's own fields (and sometimes an unknown one). */
const objectFor = (schema: TJsonSchema): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, valueFor(field)])), { requiredKeys: [] })
    .chain((record) => fc.oneof(fc.constant(record), fc.constant({ ...record, isAdmin: true, userId: 'someone-else' })));

const jsonSchemaOf = (schema: z.core.$ZodType | undefined): TJsonSchema | undefined =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema) : undefined;

type TFuzzRequest = { path: string; body: unknown; hasBody: boolean };

const pathParamsOf = (entry: THttpEntry) => (entry.path.match(/\{(\w+)\}/g) ?? []).map((p) => p.slice(1, -1));
const sendsBody = (entry: THttpEntry) => entry.method !== 'GET' && entry.method !== 'DELETE';
/**
 * An entry with no path parameter, no query and no body (GET /api/settings, ...) gets the very same request on
 * every run: only who sends it varies, so it is sent once as the agent and once as the visitor.
 */
const fixedRequestOf = (entry: THttpEntry): TFuzzRequest | undefined =>
  pathParamsOf(entry).length === 0 && !entry.query && !sendsBody(entry) ? { path: entry.path, body: undefined, hasBody: false } : undefined;

/** Requests for one entry: path parameters, query and body built from its own schemas. */
function requestsFor(entry: THttpEntry): fc.Arbitrary<TFuzzRequest> {
  const params = pathParamsOf(entry);
  const query = jsonSchemaOf(entry.query);
  const body = isWebhook(entry) ? undefined : jsonSchemaOf(entry.body);
  return fc
    .record({
      params: fc.tuple(
        ...params.map(() =>
          fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom('01HZZZZZZZZZZZZZZZZZZZZZZZ', '..', '%2e%2e', 'x'.repeat(300))),
        ),
      ),
      query: query ? objectFor(query) : fc.constant({}),
      body: body ? fc.oneof({ weight: 4, arbitrary: objectFor(body) }, { weight: 1, arbitrary: hostileValue }) : hostileValue,
    })
    .map(({ params: values, query: queryValues, body: bodyValue }) => {
      let index = 0;
      const path = entry.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(String(values[index++] ?? '')));
      const search = new URLSearchParams(Object.entries(queryValues).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
      return { path: search ? `${path}?${search}` : path, body: bodyValue, hasBody: sendsBody(entry) };
    });
}

/** Every item of the table: this project's runtime is the fuzz test's alone, so any change is its own doing. */
async function tableSize(): Promise<number> {
  const db = sharedTestDb();
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new ScanCommand({ TableName: db.tableName, Select: 'COUNT', ExclusiveStartKey: start, ConsistentRead: true }));
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

const RUNS_PER_ENTRY = Number(process.env.FUZZ_RUNS ?? 12);
/** Answers that say the input itself was wrong; such a request must not have written anything. */
const BAD_INPUT = new Set([400, 413, 415]);

/** Entries that end the caller's session go last, so the others meet a live one. */
const SESSION_ENDING = new Set(['GET /api/auth/logout']);
const ordered = [...ENTRIES.http].sort((a, b) => Number(SESSION_ENDING.has(httpEntryKey(a))) - Number(SESSION_ENDING.has(httpEntryKey(b))));

describe('fuzzing every HTTP entry with inputs derived from its schemas', () => {
  const served: { entry: string; status: number }[] = [];
  let agent: ReturnType<typeof createApiClient>;
  const visitor = createApiClient();

  beforeAll(async () => {
    agent = (await signUpActiveAgent()).client;
  });

  afterAll(() => {
    const fiveHundreds = served.filter((s) => s.status >= 500);
    console.log(`fuzz: ${served.length} requests over ${ENTRIES.http.length} HTTP entries, ${fiveHundreds.length} answered 5xx`);
  });

  it.each(ordered.map((entry) => [httpEntryKey(entry), entry] as const))('%s never answers 5xx, and bad input changes nothing', async (key, entry) => {
    const fixedRequest = fixedRequestOf(entry);
    const asBoth: [TFuzzRequest, boolean][] = fixedRequest
      ? [
          [fixedRequest, true],
          [fixedRequest, false],
        ]
      : [];
    const runs = fixedRequest ? { numRuns: asBoth.length, examples: asBoth } : { numRuns: RUNS_PER_ENTRY };
    await fc.assert(
      fc.asyncProperty(requestsFor(entry), fc.boolean(), async (request, asAgent) => {
        const client = asAgent ? agent : visitor;
        const before = await tableSize();
        const response = await client.request(
          entry.method,
          request.path,
          request.hasBody ? { rawBody: JSON.stringify(request.body) ?? 'null', headers: { 'content-type': 'application/json' } } : {},
        );
        served.push({ entry: key, status: response.status });
        expect(response.status, `${entry.method} ${request.path} ${JSON.stringify(request.body)?.slice(0, 200)}`).toBeLessThan(500);
        if (BAD_INPUT.has(response.status)) expect(await tableSize(), `${entry.method} ${request.path} wrote despite ${response.status}`).toBe(before);
      }),
      { ...runs, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
    );
  });
});
